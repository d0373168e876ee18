/**
 * How often each source is expected to change, for the catalogue's 'overdue' mark: a source
 * that has not changed for longer than its publisher's cadence allows has gone quiet (late
 * figures, a moved file, a broken fetch) and readers are told so.
 */
import type { DatasetId } from './datasets';

/** A month and a half: monthly publishers come out some days into the next month (CT on or after the 10th). */
const MONTHLY = 45;
/** A year and a month: yearly releases slip by weeks. */
const YEARLY = 400;
/** A live list republished daily: a week without any change means the fetch or the publisher stopped. */
const LIVE = 7;

/**
 * The most days a source may go without a change; null where no change is expected: a one-off
 * compilation, or a copy the product keeps as published and does not follow (a transcription
 * typed from reports, an edition the cadence says is not updated).
 */
export const EXPECTED_CHANGE_DAYS: Record<DatasetId, number | null> = {
  'wa-retail-sales': MONTHLY,
  'co-county-sales': MONTHLY,
  'state-monthly-sales': null,
  'wa-licenses': null,
  'ct-weekly-sales': MONTHLY,
  'or-sales': null,
  'or-prices': null,
  'or-licensees': LIVE,
  'il-sales': null,
  'mi-sales': null,
  'dc-sales': null,
  'dc-product-sales': null,
  'dc-patients': null,
  'dc-participation': null,
  'state-monthly-indicators': null,
  'md-sales': MONTHLY,
  'md-dashboard-metrics': MONTHLY,
  'az-sales-tax': MONTHLY,
  'or-tax-receipts': MONTHLY,
  'ma-flower-prices': MONTHLY,
  'state-population': YEARLY,
  'state-adults-21': YEARLY,
  'state-annual-sales': null,
};

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

/**
 * The one-off compilations: published once, never followed, so nothing they hold is news however
 * recently it was imported (a fresh stack imports the 2014-2021 panel like any other file).
 */
export const FROZEN_COMPILATIONS: readonly DatasetId[] = [
  'state-monthly-sales',
  'state-monthly-indicators',
  'state-annual-sales',
];

/**
 * Whether a dataset's version is news for a report's 'What's new': a version that follows another
 * (a dataset's first import is the data arriving, not the publisher publishing) of a dataset
 * that is not a frozen compilation.
 */
export const isNews = (datasetId: string, version: { previous?: string }): boolean =>
  version.previous !== undefined && !(FROZEN_COMPILATIONS as readonly string[]).includes(datasetId);
