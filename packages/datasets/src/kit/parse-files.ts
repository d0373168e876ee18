import { closeSync, openSync, readSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourcedDataset } from './dataset-builder';
import { FileFormatError, type FormatOutcome, type RowsParser } from './define-format';
import { FORMATS } from '../datasets';
import { mergeDatasets } from './merge-datasets';
import type { ParsedDataset } from './parsed-dataset';
import { csvRecordsOfFile } from './readers/csv';
import type { Source, SourceRow } from './readers/source-row';
import { openXlsx } from './readers/xlsx';

/** Title rows may sit above the header (three in the WSLCB workbook); one further down is not a header. */
const HEADER_SEARCH_ROWS = 20;

/** A table to look for a header in: the CSV file, or one sheet of a workbook. */
interface Table {
  /** For the unknown-format message. */
  label: string;
  spreadsheet: boolean;
  /** Read once, in order: a CSV file's records are read from the file as they are asked for. */
  rows: Iterable<SourceRow>;
}

/** Runs a reader, turning its failure into a FileFormatError that names the file. */
function readAs<T>(file: string, kind: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FileFormatError(`${file}: cannot be read as ${kind}: ${detail}`, { cause: error });
  }
}

/** XLSX is a ZIP package; recognising it by content keeps the format decision off the file name. */
function isZip(file: string): boolean {
  const bytes = Buffer.alloc(4);
  const handle = openSync(file, 'r');
  try {
    readSync(handle, bytes, 0, 4, 0);
  } finally {
    closeSync(handle);
  }
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** A CSV file's records as they are read, a reading failure naming the file. */
function* csvRows(file: string): Generator<SourceRow> {
  const records = csvRecordsOfFile(file);
  for (;;) {
    const next = readAs(file, 'CSV', () => records.next());
    if (next.done) return;
    yield next.value;
  }
}

/** The rows, refused past `maxRecords` while they are read: a file past it is not read to its end. */
function* limited(rows: Iterable<SourceRow>, maxRecords: number, file: string): Generator<SourceRow> {
  let count = 0;
  for (const row of rows) {
    if (++count > maxRecords) {
      throw new FileFormatError(
        `${file}: more than ${maxRecords.toLocaleString('en-US')} records, more than one import holds in memory`,
      );
    }
    yield row;
  }
}

/**
 * The file's tables, read one at a time: a workbook's later sheets are read only when the
 * earlier ones are not a known format. A CSV file is read piece by piece, never held whole (a
 * file at the download cap would otherwise be in memory as bytes, text and cells at once); a
 * workbook is a ZIP package, read whole under the unzip cap.
 */
async function* tablesOf(file: string): AsyncGenerator<Table> {
  if (!isZip(file)) {
    yield { label: 'the file', spreadsheet: false, rows: csvRows(file) };
    return;
  }
  const bytes = await readFile(file);
  const workbook = readAs(file, 'XLSX', () => openXlsx(bytes));
  for (const name of workbook.sheetNames) {
    yield { label: `sheet "${name}"`, spreadsheet: true, rows: readAs(file, 'XLSX', () => workbook.readSheet(name)) };
  }
}

/** The first `count` rows, and the rest still to be read. */
function headOf(rows: Iterable<SourceRow>, count: number): { head: SourceRow[]; rest: Iterator<SourceRow> } {
  const rest = rows[Symbol.iterator]();
  const head: SourceRow[] = [];
  while (head.length < count) {
    const next = rest.next();
    if (next.done) break;
    head.push(next.value);
  }
  return { head, rest };
}

function* after(head: SourceRow[], rest: Iterator<SourceRow>): Generator<SourceRow> {
  yield* head;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

/**
 * The rows some parser reads, the others passed over as they are read (StatCan's full table is
 * every retail industry; one format reads its cannabis retailers): all, when a parser reads every row.
 */
function* readBy(parsers: RowsParser[], rows: Iterable<SourceRow>, source: Source): Generator<SourceRow> {
  const filters = parsers.flatMap((parser) => (parser.reads ? [parser.reads] : []));
  if (filters.length < parsers.length) return yield* rows;
  for (const row of rows) if (filters.some((reads) => reads(row, source))) yield row;
}

function describeStart(label: string, head: SourceRow[]): string {
  const first = head[0]?.cells.join(',');
  if (first === undefined) return `${label} (empty)`;
  return `${label} (first row: "${first.length > 100 ? `${first.slice(0, 100)}…` : first}")`;
}

/**
 * Finds the header row of a known format in the file and parses the rows under it, with every
 * format that reads that header: the multi-state panel gives its sales and its other columns
 * as two datasets.
 */
async function readFormat(file: string, maxRecords = Infinity): Promise<FormatOutcome[]> {
  const looked: string[] = [];
  for await (const table of tablesOf(file)) {
    const { head, rest } = headOf(table.rows, HEADER_SEARCH_ROWS);
    for (const [index, header] of head.entries()) {
      const parsers = FORMATS.flatMap((format) => format.forHeader(header.cells) ?? []);
      const source = { file, spreadsheet: table.spreadsheet };
      if (parsers.length === 0) continue;
      // The cap counts the rows the formats read: the lines they pass over are never held.
      const rows = limited(readBy(parsers, after(head.slice(index + 1), rest), source), maxRecords, file);
      // One format reads the rows as they come; several (the panel's two datasets) share them.
      const shared = parsers.length === 1 ? rows : [...rows];
      const outcomes = parsers.map((parser) => parser.parse(shared, source));
      // A format that leaves out a file another format reads (StatCan's tables share their columns, and the
      // population format leaves out every table with more dimensions than GEO) does not make it left out.
      const read = outcomes.filter((outcome) => !('ignored' in outcome));
      return read.length > 0 ? read : outcomes;
    }
    looked.push(describeStart(table.label, head));
  }
  const known = FORMATS.map((format) => format.name).join('; ');
  throw new FileFormatError(
    `${file}: unknown format: no header row of a known format (${known}) in the first ${HEADER_SEARCH_ROWS} rows of ${looked.join(', ') || 'the file'}`,
  );
}

export interface ParseOptions {
  /** Records (of a CSV file, or of one sheet) its format reads past which the file is refused while it is read; lines passed over do not count. */
  maxRecords?: number;
}

/**
 * Parses one data file into its dataset, recognising the format by its header row. A file of a
 * known format that is deliberately left out (another state's licence list, the panel's source
 * list) gives []. Throws, naming the file, when the format is unknown, the file unreadable or
 * longer than `maxRecords`.
 */
export async function parseFile(path: string, { maxRecords }: ParseOptions = {}): Promise<ParsedDataset[]> {
  const outcomes = await readFormat(path, maxRecords);
  return outcomes.flatMap((outcome) => ('ignored' in outcome ? [] : [outcome.dataset.dataset]));
}

async function dataFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return (
    entries
      // Links to files count too: a data folder may link to files kept elsewhere.
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && /\.(csv|xlsx)$/i.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
  );
}

/**
 * Parses a file, or every .csv and .xlsx file under a folder (in path order), merging the
 * datasets with the same id; a row that an earlier file already gave is rejected as a
 * duplicate. In a folder, files of unknown format or left out are listed in `skipped`
 * ('<file>: <reason>') instead of failing the import; a single file throws as parseFile does.
 */
export async function parsePath(path: string): Promise<{ datasets: ParsedDataset[]; skipped: string[] }> {
  const isFolder = (await stat(path)).isDirectory();
  const files = isFolder ? await dataFilesIn(path) : [path];
  const parts: SourcedDataset[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    try {
      for (const outcome of await readFormat(file)) {
        if ('ignored' in outcome) skipped.push(`${file}: left out: ${outcome.ignored}`);
        else parts.push(outcome.dataset);
      }
    } catch (error) {
      if (!isFolder || !(error instanceof FileFormatError)) throw error;
      skipped.push(error.message);
    }
  }
  return { datasets: mergeDatasets(parts), skipped };
}
