import { formatPeriod } from '@cannabis-reports/contracts';

/**
 * A moment the API gives as `{ seconds }` (an invoice, a subscription's end, a check of a
 * source), as the product writes a day ('Dec 21, 2026', decision 0143), on the reader's own
 * calendar: the day it is in their time zone.
 */
export function formatDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0'));
  return formatPeriod(day.join('-'));
}

/** Text that is one period as the product writes it ('Oct 2021', 'Mar 22, 2026'): kept on one line in tables. */
export const isPeriodText = (text: string) => /^[A-Z][a-z]{2} (?:\d{1,2}, )?\d{4}$/.test(text);

/**
 * Periods as a list a reader takes in: 'None', 'Sep 2025', 'Aug 2025 and Sep 2025', or for many
 * 'Jan 2019 to Oct 2025 (82 periods)'. A licence list's rows have no period ('') and are 'The whole list'.
 */
export function formatPeriodList(periods: string[]): string {
  const named = periods.filter((period) => period !== '').map(formatPeriod);
  if (named.length === 0) return periods.length > 0 ? 'The whole list' : 'None';
  // Joined by hand: a day has a comma of its own ('Mar 1, 2026').
  if (named.length <= 3) return named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${named[0]} to ${named[named.length - 1]} (${named.length} periods)`;
}
