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
