/**
 * A report table as CSV (RFC 4180) for spreadsheets: the raw numbers, not the formatted
 * text, with the unit in the header, and text that a spreadsheet would run as a formula
 * made inert (OWASP, "CSV Injection").
 */
import type { Unit } from '@cannabis-reports/contracts';
import type { TableContent } from './section-table';

/** Every unit of the contracts' `Unit` (a Record, so a new unit fails the typecheck until it is named here). */
const UNIT_NAMES: Record<Unit, string> = {
  usd: 'USD',
  'usd-price': 'USD',
  cad: 'CAD',
  'cad-price': 'CAD',
  count: 'count',
  percent: '%',
  index: 'index',
};

/**
 * Text a spreadsheet may run as a formula: one that starts with a tab or carriage return, or with
 * = + - @ or their full-width forms (which some spreadsheets read as the same), after any white space.
 */
const FORMULA_LIKE = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_LIKE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A column's heading as the files write it: its label and unit ('Sales (USD)'). */
export const columnHeading = (column: TableContent['columns'][number]) =>
  column.unit ? `${column.label} (${UNIT_NAMES[column.unit]})` : column.label;

export function tableToCsv(columns: TableContent['columns'], rows: TableContent['rows']): string {
  const header = columns.map((column) => csvCell(columnHeading(column)));
  return [header, ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** 'Top 10 stores by sales' as 'top-10-stores-by-sales.csv' (or another extension). */
export const downloadFileName = (title: string, extension = 'csv') =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'table'
  }.${extension}`;
