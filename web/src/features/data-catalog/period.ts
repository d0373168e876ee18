import type { DatasetSummary } from '@cannabis-reports/contracts';
import { stateName } from '../../config/state-names';
import { formatPeriod, formatShortDate } from '../../lib/dates';

const readable = (period: string) => formatPeriod(period, { days: true });

/** What a dataset covers, in words: 'Jan 2014 to Dec 2021', 'weeks from Jan 8, 2023 to Mar 29, 2026', 'Aug 2026'. */
export function coveredPeriod({ periodFrom, periodTo, periodKind }: DatasetSummary): string {
  if (periodKind === 'snapshot' || periodFrom === periodTo) return `as of ${readable(periodTo)}`;
  const range = `${readable(periodFrom)} to ${readable(periodTo)}`;
  return periodKind === 'week' ? `weeks from ${range}` : range;
}

/** The markets by name; a multi-state dataset's with each one's newest month, since they differ. */
export function marketsOf({ markets }: DatasetSummary): string {
  if (markets.length === 0) return 'Not state by state';
  if (markets.length === 1) return stateName(markets[0].state);
  return markets.map((market) => `${stateName(market.state)} (to ${formatPeriod(market.periodTo)})`).join(', ');
}

/** An import's time as a day in the reader's time zone; 'Not recorded yet' before the importer recorded one. */
export const checkedTime = (iso: string | null) =>
  iso === null ? 'Not recorded yet' : formatShortDate(Date.parse(iso) / 1000);

/**
 * Why a source is marked overdue, in words: how long it has been without a change against
 * what its publisher's cadence allows; null when it is not overdue.
 */
export function overdueNote({ overdue, lastChanged, expectedChangeDays }: DatasetSummary, now = Date.now()) {
  if (!overdue || lastChanged === null || expectedChangeDays === null) return null;
  const days = Math.floor((now - Date.parse(lastChanged)) / 86_400_000);
  return `Overdue: no change for ${days} days; the publisher's cadence allows ${expectedChangeDays}`;
}
