/**
 * What a regulator's file format is, and the one way a format is defined: its dataset and
 * attribution, the header layouts that recognise it, and how one data row becomes one dataset
 * row. The rows themselves come from whichever reader the file needs (CSV, or a workbook's
 * sheets): a format reads the cells of either alike.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { DatasetBuilder, type Combine, type SourcedDataset } from './dataset-builder';
import { NoteLine, RowError } from './readers/cell-values';
import type { Source, SourceRow } from './readers/source-row';
import { Columns } from './columns';
import { RowCells } from './row-cells';
import { storedMeta, type DatasetSource } from './source';

/** A file that cannot be imported as a whole: unreadable, of no known format, or lacking columns its format needs. */
export class FileFormatError extends Error {}

/** A file of a known format gives a dataset, or is deliberately left out (with the reason). */
export type FormatOutcome = { dataset: SourcedDataset } | { ignored: string };

/** How a format reads the data rows under a header it recognised. */
export interface RowsParser {
  /**
   * Whether the format reads a record at all, asked of each as it is read: a record no format
   * reads is passed over before the importer's record cap counts it, and never held.
   */
  reads?(row: SourceRow, source: Source): boolean;
  /** Parses the rows (those `reads` passed, or all), read once and in order. */
  parse(rows: Iterable<SourceRow>, source: Source): FormatOutcome;
}

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
  /** The last month of a row that covers several (a year), for the dataset's period range. */
  periodTo?: string;
  row: Row;
}

/**
 * For a header several publishers share (a licence list of any state): the columns that
 * recognise it, and the rows this format imports, or why it leaves the file out.
 */
export type RowSelection<K extends string> = WholeFileSelection<K> | LineSelection<K>;

/** The rows chosen from all of them together (a licence list of a few thousand rows, looked at whole). */
export interface WholeFileSelection<K extends string> {
  layouts: readonly Record<K, string>[];
  rows(rows: SourceRow[], columns: Columns<K>): { rows: SourceRow[] } | { ignored: string };
}

/**
 * The rows chosen one line at a time, as they are read, from a file that is mostly another
 * publication's (Statistics Canada's full table of every retail industry): the lines passed over
 * are never held, nor counted against the importer's record cap.
 */
export interface LineSelection<K extends string> {
  layouts: readonly Record<K, string>[];
  keeps(row: SourceRow, columns: Columns<K>): boolean;
  /** Why a file without a single such line is left out. */
  noneKept: string;
}

export interface FormatSpec<Id extends DatasetId, Row, F extends string, K extends string> {
  /** What the format is, for the message about a file no format recognises. */
  name: string;
  /** The dataset the rows go to (its folder's `source.ts`): its id, row type and attribution. */
  source: DatasetSource<Id, Row>;
  /** The column titles of each variant of the file (original, converted): the first that fits the header is used. */
  layouts: readonly Record<F, string>[];
  /** Reads one data row into its dataset row, key and month (for the dataset's period range); a RowError rejects it. */
  read(cells: RowCells<F>): Accepted<Row>;
  /** How a second row of a key in the same file is added to the first; without it, the second is a duplicate. */
  combine?: Combine<Row>;
  /**
   * For a long file whose lines are parts of one row (CDOR's newest file gives a county's medical
   * and retail on lines of their own): how a part is joined to the row of its key. No line is a
   * repeat or a late report, so none is listed as merged; a part the row already has is a RowError.
   */
  joinParts?: Combine<Row>;
  /** What the format says about its rows taken together, once all are read, with each accepted row's cells. */
  finish?(rows: Row[], cellsOf: ReadonlyMap<Row, RowCells<F>>): void;
  /** When the header alone does not say the file is this format's: see RowSelection. */
  select?: RowSelection<K>;
}

/**
 * The one row loop of every format. Blank rows are passed over (spreadsheets and CSV exports
 * end with them), and so are the lines `read` calls the publisher's notes; a CSV record with a cell count other than the header's is rejected, since
 * its values would land in the wrong columns; a RowError from `read` rejects the row with its
 * message; every rejected row is kept with its line and reason.
 */
function readRows<Id extends DatasetId, Row, F extends string, K extends string>(
  spec: FormatSpec<Id, Row, F, K>,
  header: string[],
  columns: Columns<F>,
  rows: Iterable<SourceRow>,
  source: Source,
): { dataset: SourcedDataset } {
  const builder = new DatasetBuilder<Row>(storedMeta(spec.source), source.file, spec.combine ?? spec.joinParts, {
    listMerges: spec.joinParts === undefined,
  });
  const cellsOf = new Map<Row, RowCells<F>>();
  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    if (!source.spreadsheet && row.cells.length !== header.length) {
      builder.reject(row.line, `has ${row.cells.length} cells where the header has ${header.length}`);
      continue;
    }
    try {
      const cells = new RowCells(columns, row, source);
      const { key, period, periodTo, row: value } = spec.read(cells);
      if (spec.finish) cellsOf.set(value, cells);
      builder.accept(row.line, key, period, value, periodTo);
    } catch (error) {
      if (error instanceof NoteLine) continue;
      if (!(error instanceof RowError)) throw error;
      builder.reject(row.line, error.message);
    }
  }
  const dataset = builder.build();
  spec.finish?.(dataset.dataset.rows as Row[], cellsOf);
  return { dataset };
}

/** A format of one dataset: every data row under its header is one dataset row, or a rejected one. */
export function defineFormat<Id extends DatasetId, Row, F extends string, K extends string = never>(
  spec: FormatSpec<Id, Row, F, K>,
): Format {
  return {
    name: spec.name,
    forHeader(header) {
      const { select } = spec;
      if (!select) {
        const columns = Columns.find(header, spec.layouts);
        return columns && { parse: (rows, source) => readRows(spec, header, columns, rows, source) };
      }
      const selecting = Columns.find(header, select.layouts);
      if (!selecting) return undefined;
      const columnsOf = (source: Source) => {
        const columns = Columns.find(header, spec.layouts);
        if (columns) return columns;
        const missing = Object.values<string>(spec.layouts[0]).filter((title) => !Columns.find(header, [{ title }]));
        throw new FileFormatError(`${source.file}: ${spec.name} without the column(s) ${missing.join(', ')}`);
      };
      if ('rows' in select) {
        return {
          parse(rows, source) {
            // A selection looks at the rows together (a licence list is a few thousand rows).
            const selected = select.rows([...rows], selecting);
            if ('ignored' in selected) return selected;
            return readRows(spec, header, columnsOf(source), selected.rows, source);
          },
        };
      }
      // A CSV record cut or shifted (a cell count other than the header's) is read, to be rejected with its line:
      // passed over, the last line of a file cut short would go unnoticed.
      const misshapen = (row: SourceRow, source: Source) => !source.spreadsheet && row.cells.length !== header.length;
      return {
        reads: (row, source) => select.keeps(row, selecting) || misshapen(row, source),
        parse(rows, source) {
          const columns = columnsOf(source);
          let kept = 0;
          const selected = (function* () {
            for (const row of rows) {
              const keeps = select.keeps(row, selecting);
              if (keeps) kept++;
              if (keeps || misshapen(row, source)) yield row;
            }
          })();
          const outcome = readRows(spec, header, columns, selected, source);
          return kept > 0 ? outcome : { ignored: select.noneKept };
        },
      };
    },
  };
}

/** A file that comes with the data but is none (a list of sources): recognised, so that a folder import names it as left out. */
export function defineLeftOutFile(spec: { name: string; matches(header: string[]): boolean; reason: string }): Format {
  return {
    name: spec.name,
    forHeader: (header) => (spec.matches(header) ? { parse: () => ({ ignored: spec.reason }) } : undefined),
  };
}
