/**
 * What every file that reaches the store goes through, fetched daily or imported by hand: a
 * ZIP package of CSV files is unpacked, the file is parsed by the one format its header names,
 * and the result is refused when it does not look like a whole publication. A refusal changes
 * nothing in the store and carries the reason its record gives.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { StoredDataset } from '@cannabis-reports/contracts';
import { parseFile, unzipCsv, type ParsedDataset } from '@cannabis-reports/datasets';
import { FileFactsCollector, type FileFacts } from './file-facts';

/** A new publication may shrink a little (corrections), not lose a tenth of its rows at once. */
const MIN_ROW_RATIO = 0.9;
/** More rejected rows than this share means the file is not what the parser expects. */
const MAX_REJECTED_RATIO = 0.05;
/**
 * An import holds a version's rows in memory (about 750 bytes a record while the file is read,
 * and the previous version's rows beside them for the revision): past this many records a file
 * would take more than a task's 512 MiB budget, so it is refused while it is read, with the
 * reason, instead of failing the instance. The largest publication today has ~21,000.
 */
const MAX_RECORDS = 200_000;
/** A zipped table inflates to at most this: about 10 times the download cap's worth of CSV at its usual ratio. */
const UNZIPPED_MAX_BYTES = 500_000_000;

export class Refusal extends Error {
  constructor(
    readonly status: 'fetch_failed' | 'malformed',
    reason: string,
    /** Only a failed fetch may pass on another attempt, and not every one. */
    readonly retryable = status === 'fetch_failed',
  ) {
    super(reason);
  }
}

/** The file to parse and its last line: a ZIP of CSV files gives its data file, inflated beside it. */
async function unpacked(file: string, facts: FileFacts): Promise<{ file: string; lastLine: number }> {
  if (!facts.isZip) return { file, lastLine: facts.lastLine };
  const inflated = new FileFactsCollector();
  const out = path.join(path.dirname(file), 'unzipped');
  const kind = await unzipCsv(file, out, {
    maxBytes: UNZIPPED_MAX_BYTES,
    onPiece: (piece) => inflated.add(piece),
  }).catch((error: unknown) => {
    throw new Refusal('malformed', `the ZIP package: ${error instanceof Error ? error.message : String(error)}`);
  });
  // A workbook's rows have no lines to count.
  if (kind.workbook) return { file, lastLine: Infinity };
  const named = path.join(path.dirname(file), path.basename(kind.csv));
  await rename(out, named);
  return { file: named, lastLine: inflated.facts().lastLine };
}

/** Every dataset the received file holds, parsed as its header row says; the folder is left out of any reason. */
export async function parseReceived(
  file: string,
  facts: FileFacts,
): Promise<{ datasets: ParsedDataset[]; lastLine: number }> {
  if (facts.bytes === 0) throw new Refusal('malformed', 'the file is empty');
  const data = await unpacked(file, facts);
  const datasets = await parseFile(data.file, { maxRecords: MAX_RECORDS }).catch((error: unknown) => {
    throw new Refusal(
      'malformed',
      error instanceof Error ? error.message.replace(path.dirname(file), '') : String(error),
    );
  });
  return { datasets, lastLine: data.lastLine };
}

/** Refuses a parse that does not look like a whole publication, against the version served now. */
export function checkPlausible(dataset: ParsedDataset, current: StoredDataset | undefined, lastLine: number): void {
  const rows = dataset.rows.length;
  if (rows === 0) throw new Refusal('malformed', 'the file has no data rows');
  if (dataset.rejected.length > rows * MAX_REJECTED_RATIO) {
    throw new Refusal(
      'malformed',
      `${dataset.rejected.length} of ${rows + dataset.rejected.length} rows were rejected`,
    );
  }
  if (dataset.rejected.some((row) => row.line >= lastLine)) {
    throw new Refusal('malformed', 'the last row is incomplete: the file looks cut short');
  }
  if (current && !current.sample && rows < current.rowCount * MIN_ROW_RATIO) {
    throw new Refusal('malformed', `the file has ${rows} rows, the served version ${current.rowCount}: cut short?`);
  }
}
