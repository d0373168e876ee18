/**
 * Calendar dates and months in the forms the publishers write them. Months are 'YYYY-MM'
 * and dates 'YYYY-MM-DD' once read; anything that is not a real date reads as undefined.
 */

export function toPeriod(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** 'YYYY-MM' with a real month, or undefined. */
export function parsePeriod(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? text : undefined;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1 to 12 for an English month name ('October'), or undefined. */
export function monthOfName(text: string): number | undefined {
  const index = MONTH_NAMES.indexOf(text.trim().toLowerCase());
  return index < 0 ? undefined : index + 1;
}

/** The last day of a month 'YYYY-MM', 28 to 31. */
export function daysInMonth(period: string): number {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${toPeriod(year, month)}-${String(day).padStart(2, '0')}` : undefined;
}

/** 'YYYY-MM-DD', optionally with a time after it (DC writes '2021-10-01T00:00:00Z'). */
function isoDateOfIsoText(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  return iso ? isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : undefined;
}

/** Excel stores dates as days since 1899-12-30 (the 1900 leap-year bug makes that the epoch for every date after February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A spreadsheet date cell, which the reader gives as its serial day number (possibly with a time fraction). */
function isoDateOfExcelSerial(text: string): string | undefined {
  const serial = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
  // 61 is 1900-03-01, where the serials start to be right; 2958465 is 9999-12-31.
  if (serial === undefined || serial < 61 || serial > 2958465) return undefined;
  return new Date(EXCEL_EPOCH + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A calendar date as 'YYYY-MM-DD', from the forms the publishers write: ISO (optionally with
 * a time), US 'M/D/YYYY' (DCP, OLCC), or in a workbook the serial day number of a date cell.
 * Undefined for anything else or an impossible date.
 */
export function isoDate(text: string, spreadsheet: boolean): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return isoOf(Number(us[3]), Number(us[1]), Number(us[2]));
  return isoDateOfIsoText(text) ?? (spreadsheet ? isoDateOfExcelSerial(text) : undefined);
}

/** The 'YYYY-MM' of a calendar date written 'YYYY-MM-DD' (optionally with a time after it), or undefined. */
export function periodOfIsoDate(text: string): string | undefined {
  return isoDateOfIsoText(text)?.slice(0, 7);
}

/** The 'YYYY-MM' of a spreadsheet date cell, or undefined when the text is no serial day number. */
export function periodOfExcelSerial(text: string): string | undefined {
  return isoDateOfExcelSerial(text)?.slice(0, 7);
}
