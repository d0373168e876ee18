/**
 * One worksheet's XML (SpreadsheetML, ECMA-376 part 1, 18.3): a number is a number cell, so a
 * spreadsheet sums and charts it; text is an inline string, which a spreadsheet never runs as a
 * formula, so the file needs no formula guard; an empty figure is no cell at all, never zero.
 */
import { BOLD } from './xlsx-styles';
import { xmlText } from './xml-text';

export type XlsxCell = string | number | null;

/** A note on one cell (0-based row and column), shown when the cell is pointed at. */
export interface XlsxNote {
  row: number;
  column: number;
  text: string;
}

export interface XlsxSheet {
  /** The tab's name: made valid (at most 31 characters, none of \ / ? * [ ] :) and unique by the writer. */
  name: string;
  rows: XlsxCell[][];
  /** The table's header row (0-based): bold, and frozen, so it stays in view while the figures scroll. */
  headerRow?: number;
  /** Each column's number style (an index of `UNIT_STYLES`), for the figures below the header. */
  columnStyles?: Array<number | undefined>;
  notes?: XlsxNote[];
}

/** 0 as 'A', 26 as 'AA'. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

export const cellRef = (row: number, column: number) => `${columnName(column)}${row + 1}`;

function cellXml(cell: XlsxCell, ref: string, style: number | undefined): string {
  const styled = style ? ` s="${style}"` : '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"${styled}><v>${cell}</v></c>` : '';
  if (cell === null || cell === '') return '';
  return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** Column widths in characters, from the header and the figures (not the long lines above them). */
function columnWidths(sheet: XlsxSheet): number[] {
  const table = sheet.rows.slice(sheet.headerRow ?? 0);
  const count = Math.max(0, ...table.map((row) => row.length));
  return Array.from({ length: count }, (_, column) => {
    const longest = Math.max(0, ...table.map((row) => String(row[column] ?? '').length));
    return Math.min(60, Math.max(10, longest + 2));
  });
}

export function sheetXml(sheet: XlsxSheet, noteDrawingId?: string): string {
  const header = sheet.headerRow;
  const styleOf = (row: number, column: number) =>
    header === undefined || row < header ? undefined : row === header ? BOLD : sheet.columnStyles?.[column];
  const rows = sheet.rows.map((row, rowIndex) => {
    const cells = row.map((cell, column) => cellXml(cell, cellRef(rowIndex, column), styleOf(rowIndex, column)));
    return `<row r="${rowIndex + 1}">${cells.join('')}</row>`;
  });
  const frozen =
    header === undefined
      ? ''
      : `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${header + 1}" topLeftCell="A${header + 2}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  const widths = columnWidths(sheet);
  const cols = widths.length
    ? `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${frozen}${cols}<sheetData>${rows.join('')}</sheetData>${noteDrawingId ? `<legacyDrawing r:id="${noteDrawingId}"/>` : ''}</worksheet>`;
}
