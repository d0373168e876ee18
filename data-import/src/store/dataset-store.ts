/**
 * A parsed dataset where the importer keeps it (layout in the contracts' datasets.ts):
 * `datasets/{id}` points at a complete version of the rows, written in chunks before the flip.
 */
import { createHash } from 'node:crypto';
import {
  DATASETS_COLLECTION,
  ROWS_COLLECTION,
  VERSIONS_COLLECTION,
  type StoredDataset,
  type StoredDatasetFreshness,
  type StoredDatasetMeta,
} from '@cannabis-reports/contracts';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BoundedBatch } from './bounded-batch';
import { marketsOf } from './dataset-markets';
import { documentSize } from './document-size';
import { makeCurrent, newVersionId } from './versions';

export interface DatasetInput {
  meta: StoredDatasetMeta;
  rows: object[];
  rejected: unknown[];
  merged?: unknown[];
}

/** Rows per chunk document: far under the 1 MiB limit, few enough documents to read back quickly. */
const CHUNK_BYTES = 512 * 1024;

export function contentHash(input: DatasetInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ meta: input.meta, rows: input.rows }))
    .digest('hex');
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

/**
 * 'counts updated' when only the rejected or merged counts changed (the rows are the same);
 * 'superseded' when an import that started later made its own version current first.
 */
export type WriteOutcome = 'created' | 'replaced' | 'counts updated' | 'unchanged' | 'superseded';

/**
 * Stores a dataset as a new version and makes it current in one write. Importing the same
 * rows again writes no rows: it updates the pointer's check time, markets and counts only
 * (the rejected or merged counts may differ). `changedAt` moves only with the content hash.
 * Answers the outcome and the current version.
 */
export async function writeDataset(
  db: Firestore,
  input: DatasetInput,
): Promise<{ outcome: WriteOutcome; version: string }> {
  const hash = contentHash(input);
  const pointer = db.collection(DATASETS_COLLECTION).doc(input.meta.id);
  const existing = (await pointer.get()).data() as StoredDataset | undefined;
  const counts = { rejectedCount: input.rejected.length, mergedCount: input.merged?.length ?? 0 };
  const checkedAt = new Date().toISOString();
  const freshness: StoredDatasetFreshness = { checkedAt, markets: marketsOf(input.meta, input.rows) };
  if (existing?.version && existing.contentHash === hash) {
    const same = existing.rejectedCount === counts.rejectedCount && existing.mergedCount === counts.mergedCount;
    await pointer.update({ ...counts, ...freshness });
    return { outcome: same ? 'unchanged' : 'counts updated', version: existing.version };
  }

  const version = newVersionId(hash);
  const versionRef = pointer.collection(VERSIONS_COLLECTION).doc(version);
  const batch = new BoundedBatch(db);
  const chunks = chunkRows(input.rows, `${versionRef.path}/${ROWS_COLLECTION}/00000`);
  for (const [index, rows] of chunks.entries()) {
    await batch.set(versionRef.collection(ROWS_COLLECTION).doc(String(index).padStart(5, '0')), { rows });
  }
  await batch.set(versionRef, { rowCount: input.rows.length, chunks: chunks.length, contentHash: hash });
  await batch.flush();

  const stored: StoredDataset = { ...input.meta, rowCount: input.rows.length, ...counts, contentHash: hash, version };
  const current = await makeCurrent(db, pointer, version, {
    ...stored,
    ...freshness,
    changedAt: checkedAt,
    importedAt: FieldValue.serverTimestamp(),
  });
  if (!current) return { outcome: 'superseded', version };
  return { outcome: existing ? 'replaced' : 'created', version };
}

/** The rows of a dataset's version, in the order they were written. */
export async function readDatasetRows<Row>(db: Firestore, id: string, version: string): Promise<Row[]> {
  const chunks = await db
    .collection(DATASETS_COLLECTION)
    .doc(id)
    .collection(VERSIONS_COLLECTION)
    .doc(version)
    .collection(ROWS_COLLECTION)
    .get();
  return chunks.docs.sort((a, b) => a.id.localeCompare(b.id)).flatMap((chunk) => chunk.get('rows') as Row[]);
}

export async function readDatasetPointer(db: Firestore, id: string): Promise<StoredDataset | undefined> {
  const doc = await db.collection(DATASETS_COLLECTION).doc(id).get();
  const data = doc.data() as StoredDataset | undefined;
  return data?.version ? data : undefined;
}
