/**
 * A dataset's rows as content-addressed chunks: the rows, in order, cut into runs of one
 * period each (and a run past CHUNK_BYTES into several), each named by the hash of its rows.
 * A version is the list of its chunks' names, so two versions that hold the same rows for a
 * period share that chunk: a version stores only the periods it changed.
 */
import { createHash } from 'node:crypto';
import { documentSize } from './document-size';
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

/** The rows as chunks of one period each, in order; `path` is a chunk document's path, for its size. */
export function periodChunks(rows: object[], path: string): Chunk[] {
  const runs: object[][] = [];
  let previous: string | undefined;
  for (const row of rows) {
    const period = periodOf(row as Record<string, unknown>);
    if (period !== previous || runs.length === 0) runs.push([]);
    runs[runs.length - 1].push(row);
    previous = period;
  }
  return runs.flatMap((run) => chunkRows(run, path).map((chunk) => ({ hash: chunkHash(chunk), rows: chunk })));
}
