/**
 * A report's chart or table as an Excel workbook, or the whole report with a sheet for each:
 * the attribution first (the same lines as the CSV: each source, then the report, its 'data as
 * of' month and the filters), the section's title, then the table with the figures the CSV
 * holds, as numbers. A figure the source does not give (withheld, not published) is an empty
 * cell with a note saying why, never zero; a qualified figure keeps its number and gets a note.
 */
import type { ReportData, ReportSection } from '@cannabis-reports/contracts';
import { columnHeading } from './csv-text';
import { FLAG_LABELS } from './flags';
import { chartTable, mapTable, sectionTable, type FlaggedTable } from './section-table';
import { attributionLines, markLines } from './report-csv';
import type { XlsxCell, XlsxNote, XlsxSheet } from './xlsx-sheet';
import { UNIT_STYLES } from './xlsx-styles';
import { writeXlsx } from './xlsx-writer';

/** Said above the table when any cell has a note. */
export const NOTES_KEY =
  'A cell with a note is a figure the source qualifies; an empty cell with a note is one it does not give (never zero).';

export function reportSheet(data: ReportData, title: string, table: FlaggedTable): XlsxSheet {
  const notes: XlsxNote[] = [];
  const rows: XlsxCell[][] = table.rows.map((row) => [...row]);
  table.flags?.forEach((flags, rowIndex) =>
    flags.forEach((flag, column) => {
      if (flag)
        notes.push({
          row: rowIndex,
          column,
          text: `${FLAG_LABELS[flag].text}: ${data.flagNotes?.[flag] ?? FLAG_LABELS[flag].general}`,
        });
    }),
  );
  const above: XlsxCell[][] = [
    ...attributionLines(data).map((line) => [line]),
    [title],
    ...markLines(data, title).map((line) => [line]),
    ...(notes.length ? [[NOTES_KEY]] : []),
    [],
  ];
  const headerRow = above.length;
  return {
    name: title,
    rows: [...above, table.columns.map(columnHeading), ...rows],
    headerRow,
    columnStyles: table.columns.map((column) => (column.unit ? UNIT_STYLES[column.unit] : undefined)),
    notes: notes.map((note) => ({ ...note, row: note.row + headerRow + 1 })),
  };
}

export const reportXlsx = (data: ReportData, title: string, table: FlaggedTable) =>
  writeXlsx([reportSheet(data, title, table)]);

/** The table each section shows (a chart's is its 'Show as table'). */
const sectionFigures = (section: ReportSection): FlaggedTable =>
  section.kind === 'table'
    ? sectionTable(section)
    : section.kind === 'county-map'
      ? mapTable(section)
      : chartTable(section);

/** The whole report as one workbook: a sheet per chart, table and map with figures, in the page's order. */
export const reportWorkbook = (data: ReportData) =>
  writeXlsx(
    data.sections
      .map((section) => ({ title: section.title, table: sectionFigures(section) }))
      .filter(({ table }) => table.rows.length > 0)
      .map(({ title, table }) => reportSheet(data, title, table)),
  );
