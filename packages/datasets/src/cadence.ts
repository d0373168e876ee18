/**
 * How often each source is expected to change, for the catalogue's 'overdue' mark: a source
 * that has not changed for longer than its publisher's cadence allows has gone quiet (late
 * figures, a moved file, a broken fetch) and readers are told so.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { DATASETS } from './datasets';

/** The most days each source may go without a change (its source's `expectedChangeDays`); null where none is expected. */
export const EXPECTED_CHANGE_DAYS = Object.fromEntries(
  Object.values(DATASETS).map(({ source }) => [source.id, source.expectedChangeDays]),
) as Record<DatasetId, number | null>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most days `id` may go without a change; null for an id the table does not know (an older dataset's document). */
export const expectedChangeDays = (id: string): number | null =>
  (EXPECTED_CHANGE_DAYS as Record<string, number | null>)[id] ?? null;

/**
 * Whether a source is overdue at `now`: it has a cadence, a recorded last change, and that
 * change is more than its days old. A source never recorded as changed is not judged.
 */
export function isOverdue(id: string, lastChanged: string | null, now: Date): boolean {
  const days = expectedChangeDays(id);
  if (days === null || lastChanged === null) return false;
  const changed = Date.parse(lastChanged);
  return Number.isFinite(changed) && now.getTime() - changed > days * DAY_MS;
}
