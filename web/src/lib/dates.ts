/**
 * Dates as the app shows them: long-format, in the reader's own locale and time zone (e.g.
 * "December 21, 2026"), from the API's `{ seconds }` timestamps.
 */
export function formatLongDate(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
