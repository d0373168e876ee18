/**
 * The data API's CSV (RFC 4180, CRLF line ends): raw values, null as an empty cell, and text a
 * spreadsheet would run as a formula made inert by a leading apostrophe (OWASP, "CSV Injection").
 */

/** Text a spreadsheet may run as a formula: a leading tab or carriage return, or = + - @ (or their full-width forms) after any space. */
const RUNS_AS_FORMULA = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : value.join('; ');
  const inert = RUNS_AS_FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

export const csvOf = (header: readonly string[], records: ReadonlyArray<readonly CsvValue[]>): string =>
  [header, ...records].map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
