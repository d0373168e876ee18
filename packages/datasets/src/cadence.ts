/**
 * How each source is kept, from its row of the table: how often an import must read it (the
 * catalogue's 'overdue' mark: a source no import has read for longer than its publisher's
 * cadence allows has a stopped fetch or a moved file), and how long after a period its publisher
 * has it out (how current the data is: publication-currency.ts in the contracts).
 */
import type { DatasetArrival, DatasetId, PublicationLag } from '@cannabis-reports/contracts';
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
 * Whether a source is overdue at `now`: it has a cadence, a recorded last import, and that
 * import is more than its days old. A source never imported is not judged.
 */
export function isOverdue(id: string, lastChecked: string | null, now: Date): boolean {
  const days = expectedChangeDays(id);
  if (days === null || lastChecked === null) return false;
  const checked = Date.parse(lastChecked);
  return Number.isFinite(checked) && now.getTime() - checked > days * DAY_MS;
}

const FROZEN: PublicationLag = { frozen: true };

const sourceOf = (id: string) =>
  (DATASETS as Partial<Record<string, { source: { lag: PublicationLag; fetchUrl?: string } }>>)[id]?.source;

/**
 * Whether a dataset's version is news for a report's 'What's new': a version that follows another
 * (a dataset's first import is the data arriving, not the publisher publishing) of a dataset that
 * is not a frozen one-off compilation, however recently it was imported.
 */
export const isNews = (datasetId: string, version: { previous?: string }): boolean =>
  version.previous !== undefined && !('frozen' in publicationLag(datasetId));

/** How long after a period `id`'s publisher has it out; frozen for an id the table does not know. */
export const publicationLag = (id: string): PublicationLag => sourceOf(id)?.lag ?? FROZEN;

/** The address each self-fetching source's file is fetched from (its source's `fetchUrl`); the others have none. */
export const FETCH_URLS: Partial<Record<DatasetId, string>> = Object.fromEntries(
  Object.values(DATASETS).flatMap(({ source }) => ('fetchUrl' in source ? [[source.id, source.fetchUrl]] : [])),
);

/**
 * How `id`'s new publications arrive: fetched from its source's `fetchUrl`, imported by hand
 * when its publisher serves no file at a stable address, or never for a one-off compilation
 * (or an id the table does not know).
 */
export function arrivalOf(id: string): DatasetArrival {
  const source = sourceOf(id);
  if (source?.fetchUrl) return { how: 'fetched', host: new URL(source.fetchUrl).hostname };
  return !source || 'frozen' in source.lag ? { how: 'frozen' } : { how: 'manual' };
}

/**
 * A market's monthly figures as a third party compiled them from its regulator: the compilation is
 * frozen, but the regulator it copied publishes monthly, so a page dated by it is measured against that.
 */
const COMPILED_REGULATOR_LAG: PublicationLag = { per: 'month', days: 45 };

/**
 * The lag a market's figure dated by `datasetId` is measured against: its publisher's, or for a
 * frozen compilation of many markets, the regulator's it copied (one market's figures in it come
 * from that market's regulator, who has moved on).
 */
export const marketDatingLag = (datasetId: string): PublicationLag => {
  const lag = publicationLag(datasetId);
  return 'frozen' in lag ? COMPILED_REGULATOR_LAG : lag;
};
