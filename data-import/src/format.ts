import type { DatasetId, RowsOf } from './datasets';
import type { DatasetBuilder, SourcedDataset } from './dataset';
import type { SourceRow } from './table';
import { RowError } from './values';

/** The file the rows come from. Spreadsheet cells may hold dates as serial numbers; CSV cells never do. */
export interface Source {
  file: string;
  spreadsheet: boolean;
}

/** A file that cannot be imported as a whole: unreadable, of no known format, or lacking columns its format needs. */
export class FileFormatError extends Error {}

/** A file of a known format gives a dataset, or is deliberately left out (with the reason). */
export type FormatOutcome = { dataset: SourcedDataset } | { ignored: string };

/** Parses the data rows under a recognised header row. */
export type RowsParser = (rows: SourceRow[], source: Source) => FormatOutcome;

/** One publication's file format, recognised by its header row, never by the file name. */
export interface Format {
  /** What the format is, for the message about a file no format recognises. */
  name: string;
  /** The parser for files with this header row, or undefined when the header is not this format's. */
  forHeader(header: string[]): RowsParser | undefined;
}

/** One accepted row: its dataset row, its key (at most one row per key) and its month. */
export interface Accepted<Row> {
  key: string;
  period: string;
  row: Row;
}

/**
 * Reads the data rows under a header into a dataset. Blank rows are passed over (spreadsheets
 * and CSV exports end with them); a CSV record with a cell count other than the header's is
 * rejected, since its values would land in the wrong columns; a RowError from `read` rejects
 * the row with its message.
 */
export function readRows<Id extends DatasetId>(
  builder: DatasetBuilder<Id>,
  header: string[],
  rows: SourceRow[],
  source: Source,
  read: (row: SourceRow) => Accepted<RowsOf[Id]>,
): { dataset: SourcedDataset } {
  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    if (!source.spreadsheet && row.cells.length !== header.length) {
      builder.reject(row.line, `has ${row.cells.length} cells where the header has ${header.length}`);
      continue;
    }
    try {
      const { key, period, row: value } = read(row);
      builder.accept(row.line, key, period, value);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      builder.reject(row.line, error.message);
    }
  }
  return { dataset: builder.build() };
}
