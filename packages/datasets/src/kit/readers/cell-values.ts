/**
 * Reading the cell values the formats share: amounts, counts, WSLCB license numbers and
 * names (dates and months: dates.ts). The `require...` helpers (and optionalAmount) throw a
 * RowError whose message is the reason reported for the rejected row, naming the column as
 * the file titles it.
 */

/** A row the parser refuses; the message is the reason shown to whoever imports the file. */
export class RowError extends Error {}

/**
 * A line of the publisher's own text under its table (footnotes, a publish date), which a
 * format recognises as such: passed over like a blank line, neither a row nor a rejected one,
 * so a file served with its notes reads whole (a rejected last line means a file cut short).
 */
export class NoteLine extends Error {}

/** Digits with optional thousands separators (CDOR writes "388,731"), decimals and exponent (XLSX may write 1E-2). */
const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** A number written in decimal, or undefined; stricter than Number(), which takes '', '0x1F' and 'Infinity'. */
export function parseNumber(text: string): number | undefined {
  return NUMBER.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}

/** A money amount (or count) that must be present, finite and not negative. */
export function requireAmount(text: string, title: string): number {
  if (text === '') throw new RowError(`${title} is missing`);
  const value = parseNumber(text);
  if (value === undefined || !Number.isFinite(value)) throw new RowError(`${title} is not a number: "${text}"`);
  if (value < 0) throw new RowError(`${title} is negative: ${text}`);
  return value;
}

/** As requireAmount, but a blank cell is null. */
export function optionalAmount(text: string, title: string): number | null {
  return text === '' ? null : requireAmount(text, title);
}

/** An integer in a range, e.g. a month number. */
export function requireInteger(text: string, title: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : undefined;
  if (value === undefined || value < min || value > max) {
    throw new RowError(`${title} is not a whole number from ${min} to ${max}: "${text}"`);
  }
  return value;
}

/**
 * A WSLCB license number as the reports join on it: six digits. Numbers that lost their
 * leading zero in a spreadsheet (5 digits) get it back; suffixed numbers such as '417949-1'
 * or '421069-1C' are kept as written. Undefined for anything else.
 */
export function normaliseWaLicense(text: string): string | undefined {
  const license = text.trim().toUpperCase();
  if (/^\d{6}$/.test(license) || /^\d{6}-\d+[A-Z]?$/.test(license)) return license;
  if (/^\d{5}$/.test(license)) return `0${license}`;
  return undefined;
}

export function requireWaLicense(text: string, title: string): string {
  const license = normaliseWaLicense(text);
  if (license === undefined) {
    throw new RowError(text === '' ? `${title} is missing` : `${title} is not a WSLCB license number: "${text}"`);
  }
  return license;
}

/** 'SEATTLE   ' → 'Seattle', 'WALLA  WALLA' → 'Walla Walla', 'SEDRO-WOOLLEY' → 'Sedro-Woolley'. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-.])(\p{L})/gu, (_whole, before: string, letter: string) => before + letter.toUpperCase());
}
