/**
 * A parsed dataset where the importer keeps it (layout in the contracts' datasets.ts):
 * `datasets/{id}` points at a complete version of the rows, whose chunks are written before
 * the flip. Every version is kept with its revision against the one before.
 */
import { createHash } from 'node:crypto';
import {
  CHUNKS_COLLECTION,
  DATASETS_COLLECTION,
  REVISED_COLLECTION,
  VERSIONS_COLLECTION,
  type DatasetVersion,
  type StoredDataset,
  type StoredDatasetFreshness,
  type StoredDatasetMeta,
} from '@cannabis-reports/contracts';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { BoundedBatch } from './bounded-batch';
import { chunkRows, periodChunks, type Chunk } from './chunks';
import { marketsOf } from './dataset-markets';
import { documentSize } from './document-size';
import { reviseRows } from './revision';
import { makeCurrent, newVersionId } from './versions';
import { whatsNewLine } from './whats-new';

export interface DatasetInput {
  meta: StoredDatasetMeta;
  rows: object[];
  rejected: unknown[];
  merged?: unknown[];
}

export function contentHash(input: DatasetInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ meta: input.meta, rows: input.rows }))
    .digest('hex');
}

/**
 * 'counts updated' when only the rejected or merged counts changed (the rows are the same);
 * 'superseded' when an import that started later made its own version current first.
 */
export type WriteOutcome = 'created' | 'replaced' | 'counts updated' | 'unchanged' | 'superseded';

const chunkPath = (pointer: DocumentReference) => `${pointer.path}/${CHUNKS_COLLECTION}/${'0'.repeat(40)}`;

async function readVersion(pointer: DocumentReference, version: string): Promise<DatasetVersion | undefined> {
  return (await pointer.collection(VERSIONS_COLLECTION).doc(version).get()).data() as DatasetVersion | undefined;
}

/** The rows of chunks, in order: those in `known` from memory, the others from the store. */
async function chunkRowsOf(pointer: DocumentReference, hashes: string[], known: Map<string, object[]>) {
  const missing = [...new Set(hashes.filter((hash) => !known.has(hash)))];
  const read = new Map<string, object[]>();
  if (missing.length > 0) {
    const docs = await pointer.firestore.getAll(
      ...missing.map((hash) => pointer.collection(CHUNKS_COLLECTION).doc(hash)),
    );
    for (const doc of docs) read.set(doc.id, (doc.get('rows') as object[] | undefined) ?? []);
  }
  return hashes.flatMap((hash) => known.get(hash) ?? read.get(hash) ?? []);
}

/**
 * Writes the chunks the previous version lacks and every revised figure; answers the bytes
 * written, the version's revision and its previous version.
 */
async function writeVersionParts(
  db: Firestore,
  pointer: DocumentReference,
  version: string,
  chunks: Chunk[],
  previousVersion: string | undefined,
) {
  const record = previousVersion ? await readVersion(pointer, previousVersion) : undefined;
  // A version stored before chunks were named by their content shares nothing with this one.
  const previous = record?.chunks ? record : undefined;
  const byHash = new Map(chunks.map((chunk) => [chunk.hash, chunk.rows]));
  const before = previous
    ? await chunkRowsOf(pointer, previous.chunks, byHash)
    : previousVersion
      ? await readDatasetRows<object>(db, pointer.id, previousVersion)
      : [];
  const { summary, figures } = reviseRows(
    pointer.id,
    before,
    chunks.flatMap((chunk) => chunk.rows),
  );
  const batch = new BoundedBatch(db);
  const shared = new Set(previous?.chunks);
  let storedBytes = 0;
  for (const [hash, rows] of byHash) {
    if (shared.has(hash)) continue;
    const ref = pointer.collection(CHUNKS_COLLECTION).doc(hash);
    storedBytes += documentSize(ref.path, { rows });
    await batch.set(ref, { rows });
  }
  const revised = pointer.collection(VERSIONS_COLLECTION).doc(version).collection(REVISED_COLLECTION);
  for (const [index, part] of chunkRows(figures, `${revised.path}/00000`).entries()) {
    const ref = revised.doc(String(index).padStart(5, '0'));
    storedBytes += documentSize(ref.path, { figures: part });
    await batch.set(ref, { figures: part });
  }
  await batch.flush();
  return { summary, storedBytes, previous: previousVersion };
}

/**
 * Stores a dataset as a new version and makes it current in one write. Importing the same
 * rows again writes no rows: it updates the pointer's check time, markets and counts only
 * (the rejected or merged counts may differ). `changedAt` moves only with the content hash.
 * `now` is when the version counts as published (tests date their versions). Answers the
 * outcome and the current version.
 */
export async function writeDataset(
  db: Firestore,
  input: DatasetInput,
  now = new Date(),
): Promise<{ outcome: WriteOutcome; version: string }> {
  const hash = contentHash(input);
  const pointer = db.collection(DATASETS_COLLECTION).doc(input.meta.id);
  const existing = (await pointer.get()).data() as StoredDataset | undefined;
  const counts = { rejectedCount: input.rejected.length, mergedCount: input.merged?.length ?? 0 };
  const checkedAt = now.toISOString();
  const freshness: StoredDatasetFreshness = { checkedAt, markets: marketsOf(input.meta, input.rows) };
  if (existing?.version && existing.contentHash === hash) {
    const same = existing.rejectedCount === counts.rejectedCount && existing.mergedCount === counts.mergedCount;
    await pointer.update({ ...counts, ...freshness });
    return { outcome: same ? 'unchanged' : 'counts updated', version: existing.version };
  }

  const version = newVersionId(hash);
  const chunks = periodChunks(input.rows, chunkPath(pointer));
  const { summary, storedBytes, previous } = await writeVersionParts(db, pointer, version, chunks, existing?.version);
  const whatsNew = whatsNewLine(input.meta.id, input.meta.title, summary, input.rows);
  const record: Omit<DatasetVersion, 'storedBytes'> = {
    rowCount: input.rows.length,
    contentHash: hash,
    chunks: chunks.map((chunk) => chunk.hash),
    publishedAt: checkedAt,
    ...(previous ? { previous } : {}),
    revision: summary,
    ...(whatsNew ? { whatsNew } : {}),
    periodFrom: input.meta.periodFrom,
    periodTo: input.meta.periodTo,
  };
  const versionRef = pointer.collection(VERSIONS_COLLECTION).doc(version);
  const stored: StoredDataset = { ...input.meta, rowCount: input.rows.length, ...counts, contentHash: hash, version };
  const current = await makeCurrent(
    db,
    pointer,
    version,
    { ...stored, ...freshness, changedAt: checkedAt, importedAt: FieldValue.serverTimestamp() },
    { ...record, storedBytes: storedBytes + documentSize(versionRef.path, { ...record }) },
  );
  if (!current) {
    // Its chunks may be another version's too; only its revision is its own.
    await db.recursiveDelete(versionRef);
    return { outcome: 'superseded', version };
  }
  return { outcome: existing ? 'replaced' : 'created', version };
}

/**
 * The rows of a dataset's version, in the order they were written. A version stored before
 * chunks were named by their content has its rows in its own `rows/{00000}` documents.
 */
export async function readDatasetRows<Row>(db: Firestore, id: string, version: string): Promise<Row[]> {
  const pointer = db.collection(DATASETS_COLLECTION).doc(id);
  const record = await readVersion(pointer, version);
  if (record?.chunks) return (await chunkRowsOf(pointer, record.chunks, new Map())) as Row[];
  const legacy = await pointer.collection(VERSIONS_COLLECTION).doc(version).collection('rows').get();
  return legacy.docs.sort((a, b) => a.id.localeCompare(b.id)).flatMap((chunk) => chunk.get('rows') as Row[]);
}

export async function readDatasetPointer(db: Firestore, id: string): Promise<StoredDataset | undefined> {
  const doc = await db.collection(DATASETS_COLLECTION).doc(id).get();
  const data = doc.data() as StoredDataset | undefined;
  return data?.version ? data : undefined;
}
