/**
 * A parsed dataset where the importer keeps it (layout in dataset-layout.ts, reads in dataset-reads.ts):
 * `datasets/{id}` points at a complete version of the rows, whose chunks are written before
 * the flip. Every version is kept with its revision against the one before.
 */
import { createHash } from 'node:crypto';
import type {
  DatasetVersion,
  StoredDataset,
  StoredDatasetFreshness,
  StoredDatasetMeta,
} from '@cannabis-reports/contracts';
import { BoundedBatch, documentSize, makeCurrent, newVersionId, versionsOf } from '@cannabis-reports/reports';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { chunkRows as splitRows, periodChunks, type Chunk } from './chunks';
import { chunksOf, datasetPointer, revisedOf } from './dataset-layout';
import { marketsOf } from './dataset-markets';
import { chunkRows, readRowsAt, readVersion } from './dataset-reads';
import { reviseRows } from './revision';
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

const chunkPath = (pointer: DocumentReference) => `${chunksOf(pointer).path}/${'0'.repeat(40)}`;

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
  const record = previousVersion ? await readVersion(db, pointer.id, previousVersion) : undefined;
  // A version stored before chunks were named by their content shares nothing with this one.
  const previous = record?.chunks ? record : undefined;
  const byHash = new Map(chunks.map((chunk) => [chunk.hash, chunk.rows]));
  const before = previous
    ? await chunkRows(db, pointer.id, previous.chunks, byHash)
    : previousVersion
      ? ((await readRowsAt(db, pointer.id, { version: previousVersion }))?.rows ?? [])
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
    const ref = chunksOf(pointer).doc(hash);
    storedBytes += documentSize(ref.path, { rows });
    await batch.set(ref, { rows });
  }
  const revised = revisedOf(versionsOf(pointer).doc(version));
  for (const [index, part] of splitRows(figures, `${revised.path}/00000`).entries()) {
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
  const pointer = datasetPointer(db, input.meta.id);
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
  const versionRef = versionsOf(pointer).doc(version);
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
