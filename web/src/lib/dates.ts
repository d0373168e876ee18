/**
 * Dates as the app shows them: long-format, in the reader's own locale and time zone (e.g.
 * "December 21, 2026"), from the API's `{ seconds }` timestamps.
 */
export function formatLongDate(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The short form for tables, where a column should not wrap (e.g. "Dec 21, 2026"). */
export function formatShortDate(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * English month abbreviations, as en-US writes them. Periods are formatted by hand, not with
 * Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale and time
 * zone data, a long task (over 100 ms on a slow machine) that every page paid at start-up.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A data period as a reader says it: 'YYYY-MM' as 'Oct 2021' and, with `days`, 'YYYY-MM-DD'
 * as 'Jan 8, 2023'; anything else unchanged. Reports keep a week's ISO day (without `days`):
 * their week filters and the weekly tables' headers name weeks that way.
 */
export function formatPeriod(period: string, { days = false }: { days?: boolean } = {}): string {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/.exec(period);
  if (!parts) return period;
  const [, year, month, day] = parts;
  if (day === undefined) return `${MONTHS[Number(month) - 1]} ${year}`;
  return days ? `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}` : period;
}

/** Text that is one period as the reports write it ('Oct 2021', '2026-03-22'): kept on one line in tables. */
export const isPeriodText = (text: string) => /^(?:[A-Z][a-z]{2} \d{4}|\d{4}-\d{2}(?:-\d{2})?)$/.test(text);

/**
 * Periods as a list a reader takes in: 'None', 'Sep 2025', 'Aug 2025 and Sep 2025', or for many
 * 'Jan 2019 to Oct 2025 (82 periods)'. A licence list's rows have no period ('') and are 'The whole list'.
 */
export function formatPeriodList(periods: string[]): string {
  const named = periods.filter((period) => period !== '').map((period) => formatPeriod(period, { days: true }));
  if (named.length === 0) return periods.length > 0 ? 'The whole list' : 'None';
  if (named.length <= 3) return named.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${named[0]} to ${named[named.length - 1]} (${named.length} periods)`;
}
