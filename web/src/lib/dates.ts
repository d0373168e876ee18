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

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A data period as a reader says it: 'YYYY-MM' as 'Oct 2021' and, with `days`, 'YYYY-MM-DD'
 * as 'Jan 8, 2023'; anything else unchanged. Reports keep a week's ISO day (without `days`):
 * their week filters and the weekly tables' headers name weeks that way.
 */
export function formatPeriod(period: string, { days = false }: { days?: boolean } = {}): string {
  if (days && /^\d{4}-\d{2}-\d{2}$/.test(period)) return dayFormat.format(new Date(`${period}T00:00:00Z`));
  if (/^\d{4}-\d{2}$/.test(period)) return monthFormat.format(new Date(`${period}-01T00:00:00Z`));
  return period;
}

/** Text that is one period as the reports write it ('Oct 2021', '2026-03-22'): kept on one line in tables. */
export const isPeriodText = (text: string) => /^(?:[A-Z][a-z]{2} \d{4}|\d{4}-\d{2}(?:-\d{2})?)$/.test(text);
