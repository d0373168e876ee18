/**
 * The cells of one data row as a format reads them: by field, with the column title in every
 * rejection reason, and in the value forms the publishers write.
 */
import { optionalAmount, parseNumber, requireAmount, RowError } from './readers/cell-values';
import { daysInMonth, isoDate } from './readers/dates';
import type { Source, SourceRow } from './readers/source-row';
import type { Columns } from './columns';

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

  /** The titles of the row's non-blank cells, whether the format reads them or not. */
  filledTitles(): string[] {
    return this.columns.filledTitles(this.row);
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

  /** A figure that must be given and may be negative: net of returns or refunds, as some publishers write them. */
  signedAmount(field: F): number {
    const text = this.required(field);
    const value = parseNumber(text);
    if (value === undefined || !Number.isFinite(value))
      throw new RowError(`${this.title(field)} is not a number: "${text}"`);
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
