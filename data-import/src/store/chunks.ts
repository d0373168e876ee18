/**
 * A dataset's rows as content-addressed chunks: the rows of each period together (and a period
 * past CHUNK_BYTES cut into several), each chunk named by the hash of its rows.
 * A version is the list of its chunks' names, so two versions that hold the same rows for a
 * period share that chunk: a version stores only the periods it changed.
 */
import { createHash } from 'node:crypto';
import { documentSize } from '@cannabis-reports/reports';
import { periodOf } from './revision';

/** Rows per chunk document: far under the 1 MiB limit, few enough documents to read back quickly. */
const CHUNK_BYTES = 512 * 1024;

export interface Chunk {
  hash: string;
  rows: object[];
}

/** Splits rows, in order, into chunks of at most CHUNK_BYTES each. */
export function chunkRows(rows: object[], path: string): object[][] {
  const chunks: object[][] = [];
  let chunk: object[] = [];
  let bytes = documentSize(path, { rows: [] });
  for (const row of rows) {
    const size = documentSize('', { row }) - documentSize('', {});
    if (chunk.length > 0 && bytes + size > CHUNK_BYTES) {
      chunks.push(chunk);
      chunk = [];
      bytes = documentSize(path, { rows: [] });
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

export const chunkHash = (rows: object[]) =>
  createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 40);

/**
 * The rows as chunks of one period each; `path` is a chunk document's path, for its size.
 * Rows are grouped by period whatever their order in the file (many files list a store's or
 * a state's months together, which in file order would make a chunk of every row): periods in
 * the order they first appear, each period's rows in file order.
 */
export function periodChunks(rows: object[], path: string): Chunk[] {
  const byPeriod = new Map<string, object[]>();
  for (const row of rows) {
    const period = periodOf(row as Record<string, unknown>);
    const run = byPeriod.get(period);
    if (run) run.push(row);
    else byPeriod.set(period, [row]);
  }
  return [...byPeriod.values()].flatMap((run) =>
    chunkRows(run, path).map((chunk) => ({ hash: chunkHash(chunk), rows: chunk })),
  );
}
