/**
 * How often each source is expected to change, for the catalogue's 'overdue' mark: a source
 * that has not changed for longer than its publisher's cadence allows has gone quiet (late
 * figures, a moved file, a broken fetch) and readers are told so.
 */
import type { DatasetId } from './datasets';
import type { PublicationSchedule } from './publication-currency';

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

/** A publisher releasing a period's figures `lagDays` after the month ends. */
const monthly = (lagDays: number): PublicationSchedule => ({ kind: 'periodic', unit: 'month', lagDays });
const FROZEN: PublicationSchedule = { kind: 'frozen' };

/**
 * When each publisher releases its figures, for 'current' or 'N months behind' on /data and
 * the reports. A source the product keeps as once copied (a transcription, an old edition) is
 * still measured against its publisher, who has moved on; only a third party's one-off
 * compilation is frozen. The lags are the publishers' usual practice, rounded up to a week.
 */
export const PUBLICATION_SCHEDULES: Record<DatasetId, PublicationSchedule> = {
  // WSLCB's sales activity: the 2021-10 figures were posted on 2021-12-06.
  'wa-retail-sales': monthly(40),
  // CDOR's sales reports come out about six weeks after the month.
  'co-county-sales': monthly(45),
  // Cannlytics' multi-state panel and licence lists: compiled once.
  'state-monthly-sales': FROZEN,
  'state-monthly-indicators': FROZEN,
  'wa-licenses': FROZEN,
  // DCP adds the weeks of a month on or after the 10th of the next.
  'ct-weekly-sales': monthly(10),
  // Monthly dashboards (OLCC, ABCA, MCA): about six weeks.
  'or-sales': monthly(42),
  'or-prices': monthly(42),
  'dc-sales': monthly(42),
  'dc-product-sales': monthly(42),
  'dc-patients': monthly(42),
  'dc-participation': monthly(42),
  'md-sales': monthly(42),
  'md-dashboard-metrics': monthly(42),
  // OLCC's licensee report is republished daily: a month that has ended should be in it.
  'or-licensees': monthly(0),
  // IDFPR posts a month's adult-use sales in the first weeks of the next.
  'il-sales': monthly(21),
  // CRA's monthly report: about six weeks.
  'mi-sales': monthly(42),
  // ADOR's and Oregon DOR's monthly tax reports: about six weeks after the month.
  'az-sales-tax': monthly(45),
  'or-tax-receipts': monthly(45),
  // The CCC's open data: within a month.
  'ma-flower-prices': monthly(30),
  // The Census' July 1 estimates for a year come out in the December of that year (so before
  // the year's end), the ACS 1-year estimates in the September after it.
  'state-population': { kind: 'periodic', unit: 'year', lagDays: -10 },
  'state-adults-21': { kind: 'periodic', unit: 'year', lagDays: 260 },
  // A third party's compilation of annual totals: compiled once.
  'state-annual-sales': FROZEN,
};

/**
 * A market's monthly figures as a third party compiled them from its regulator: the compilation is
 * frozen, but the regulator it copied publishes monthly, so a page dated by it is measured against that.
 */
export const COMPILED_REGULATOR_SCHEDULE: PublicationSchedule = monthly(45);

/** The schedule of `id`; frozen for an id the table does not know (an older dataset's document). */
export const publicationSchedule = (id: string): PublicationSchedule =>
  (PUBLICATION_SCHEDULES as Record<string, PublicationSchedule>)[id] ?? FROZEN;
