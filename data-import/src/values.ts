/**
 * Reading the cell values the formats share: amounts, months, dates, WSLCB license numbers
 * and names. The `require...` helpers (and optionalAmount) throw a RowError whose message is
 * the reason reported for the rejected row, naming the column as the file titles it.
 */

/** A row the parser refuses; the message is the reason shown to whoever imports the file. */
export class RowError extends Error {}

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

export function toPeriod(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** 'YYYY-MM' with a real month, or undefined. */
export function parsePeriod(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? text : undefined;
}

/** The 'YYYY-MM' of a calendar date written 'YYYY-MM-DD' (optionally with a time after it), or undefined. */
export function periodOfIsoDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? toPeriod(year, month) : undefined;
}

/** Excel stores dates as days since 1899-12-30 (the 1900 leap-year bug makes that the epoch for every date after February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * The 'YYYY-MM' of a spreadsheet date cell, which the reader gives as its serial day number
 * (possibly with a time fraction), or undefined when the text is no such number.
 */
export function periodOfExcelSerial(text: string): string | undefined {
  const serial = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
  // 61 is 1900-03-01, where the serials start to be right; 2958465 is 9999-12-31.
  if (serial === undefined || serial < 61 || serial > 2958465) return undefined;
  const date = new Date(EXCEL_EPOCH + Math.floor(serial) * 86_400_000);
  return toPeriod(date.getUTCFullYear(), date.getUTCMonth() + 1);
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
