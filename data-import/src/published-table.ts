/**
 * What the parsers of the newer publications (CT, OR, IL, MI, DC, the panel's indicators)
 * share: one header layout per file variant, one dataset row per data row, cells read by
 * field with the column title in every rejection reason, and the date forms they publish.
 */
import type { DatasetId, RowsOf } from './datasets';
import { DatasetBuilder, type FixedMeta } from './dataset';
import { readRows, type Accepted, type Format, type Source } from './format';
import { Columns, type SourceRow } from './table';
import { optionalAmount, requireAmount, RowError, toPeriod } from './values';

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

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${toPeriod(year, month)}-${String(day).padStart(2, '0')}` : undefined;
}

/** Excel stores dates as days since 1899-12-30 (right for every date after February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A calendar date as 'YYYY-MM-DD', from the forms the publishers write: ISO (optionally with
 * a time, as DC's '2021-10-01T00:00:00Z'), US 'M/D/YYYY' (DCP, OLCC), or in a workbook the
 * serial day number of a date cell. Undefined for anything else or an impossible date.
 */
export function isoDate(text: string, spreadsheet: boolean): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return isoOf(Number(us[3]), Number(us[1]), Number(us[2]));
  // 61 is 1900-03-01, where the serials start to be right; 2958465 is 9999-12-31.
  const serial = spreadsheet && /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (serial === undefined || serial < 61 || serial > 2958465) return undefined;
  return new Date(EXCEL_EPOCH + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/** The last day of a month 'YYYY-MM', 28 to 31. */
export function daysInMonth(period: string): number {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The cells of one data row, read by field; every failure is a RowError naming the column as the file titles it. */
export class RowCells<F extends string> {
  constructor(
    private readonly columns: Columns<F>,
    private readonly row: SourceRow,
    readonly source: Source,
  ) {}

  text(field: F): string {
    return this.columns.text(this.row, field);
  }

  title(field: F): string {
    return this.columns.title(field);
  }

  /** Text that must be given. */
  required(field: F): string {
    const text = this.text(field);
    if (text === '') throw new RowError(`${this.title(field)} is missing`);
    return text;
  }

  /** Text, or null when blank. */
  optionalText(field: F): string | null {
    return this.text(field) || null;
  }

  /** A figure that must be given: USD, a price or a quantity, not negative. */
  amount(field: F): number {
    return requireAmount(this.text(field), this.title(field));
  }

  /** A figure the source may leave blank (null, never 0). */
  optionalAmount(field: F): number | null {
    return optionalAmount(this.text(field), this.title(field));
  }

  /** A count the source may leave blank: a whole number, or null. */
  optionalCount(field: F): number | null {
    const value = this.optionalAmount(field);
    if (value !== null && !Number.isInteger(value))
      throw new RowError(`${this.title(field)} is not a whole number: "${this.text(field)}"`);
    return value;
  }

  /** A count that must be given. */
  count(field: F): number {
    const value = this.optionalCount(field);
    if (value === null) throw new RowError(`${this.title(field)} is missing`);
    return value;
  }

  /** A calendar date, 'YYYY-MM-DD'. */
  date(field: F): string {
    const date = isoDate(this.required(field), this.source.spreadsheet);
    if (date === undefined) throw new RowError(`${this.title(field)} is not a date: "${this.text(field)}"`);
    return date;
  }

  /**
   * The month of a date that stands for a month: its first day ('first') or its last ('last'),
   * as the publication dates its months; another day is a row we cannot place.
   */
  month(field: F, day: 'first' | 'last'): string {
    const date = this.date(field);
    const period = date.slice(0, 7);
    const expected = day === 'first' ? 1 : daysInMonth(period);
    if (Number(date.slice(8)) !== expected)
      throw new RowError(`${this.title(field)} is not the ${day} day of a month: "${this.text(field)}"`);
    return period;
  }
}

/** A row whose every figure is blank says nothing: rejected rather than stored as a row of nulls. */
export function requireSomeFigure(row: object): void {
  if (!Object.values(row).some((value) => typeof value === 'number'))
    throw new RowError('gives no figure: every figure column is blank');
}

export interface TableFormat<Id extends DatasetId, F extends string> {
  /** What the format is, for the message about a file no format recognises. */
  name: string;
  meta: FixedMeta<Id>;
  /** The column titles of each variant of the file (original, converted): the first that fits the header is used. */
  layouts: readonly Record<F, string>[];
  /** Reads one data row into its dataset row, key and month (for the dataset's period range). */
  read(cells: RowCells<F>): Accepted<RowsOf[Id]>;
}

/** A format whose every data row under the header is one dataset row. */
export function tableFormat<Id extends DatasetId, F extends string>(spec: TableFormat<Id, F>): Format {
  return {
    name: spec.name,
    forHeader(header) {
      const columns = Columns.find<F>(header, spec.layouts);
      if (!columns) return undefined;
      return (rows, source) => {
        const builder = new DatasetBuilder(spec.meta, source.file);
        return readRows(builder, header, rows, source, (row) => spec.read(new RowCells(columns, row, source)));
      };
    },
  };
}
