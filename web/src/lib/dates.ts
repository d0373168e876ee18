/**
 * Dates as the spec shows them: "a long-format date" in the reader's own locale and time
 * zone (e.g. "December 21, 2026"), from the API's `{ seconds }` timestamps.
 */
export function formatLongDate(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
