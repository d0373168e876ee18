/**
 * Writes a parsed dataset where the report data API reads it (the layout is in the
 * contracts: `datasets/{id}` and one `datasetMonths` document per month).
 */
import { createHash } from 'node:crypto';
import {
  ALL_PERIODS,
  DATASET_MONTHS_COLLECTION,
  DATASETS_COLLECTION,
  datasetMonthDocId,
  datasetMonthIdRange,
  type StoredDataset,
  type StoredDatasetMeta,
} from '@cannabis-reports/contracts';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface DatasetInput {
  meta: StoredDatasetMeta;
  rows: Array<{ period?: string } & object>;
  rejected: unknown[];
}

export function contentHash(input: DatasetInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ meta: input.meta, rows: input.rows }))
    .digest('hex');
}

function groupByPeriod(rows: DatasetInput['rows']): Map<string, object[]> {
  const groups = new Map<string, object[]>();
  for (const row of rows) {
    const period = row.period ?? ALL_PERIODS;
    const group = groups.get(period) ?? [];
    group.push(row);
    groups.set(period, group);
  }
  return groups;
}

export type WriteOutcome = 'created' | 'replaced' | 'unchanged';

/**
 * Stores a dataset, replacing any earlier import of it. An import of the same content
 * writes nothing at all (not even a timestamp), so importing twice changes nothing.
 */
export async function writeDataset(db: Firestore, input: DatasetInput): Promise<WriteOutcome> {
  const id = input.meta.id;
  const hash = contentHash(input);
  const datasetRef = db.collection(DATASETS_COLLECTION).doc(id);
  const existing = await datasetRef.get();
  if (existing.exists && existing.get('contentHash') === hash) return 'unchanged';

  const groups = groupByPeriod(input.rows);
  const months = db.collection(DATASET_MONTHS_COLLECTION);
  const [start, end] = datasetMonthIdRange(id);
  const stale = await months
    .where(FieldPath.documentId(), '>=', start)
    .where(FieldPath.documentId(), '<', end)
    .select()
    .get();
  const writes: Array<(batch: FirebaseFirestore.WriteBatch) => void> = [];
  for (const doc of stale.docs) {
    const period = doc.id.slice(id.length + 2);
    if (!groups.has(period)) writes.push((batch) => batch.delete(doc.ref));
  }
  for (const [period, rows] of groups) {
    writes.push((batch) => batch.set(months.doc(datasetMonthDocId(id, period)), { dataset: id, period, rows }));
  }
  // Firestore batches hold at most 500 writes.
  for (let first = 0; first < writes.length; first += 400) {
    const batch = db.batch();
    for (const write of writes.slice(first, first + 400)) write(batch);
    await batch.commit();
  }
  const stored: StoredDataset = {
    ...input.meta,
    rowCount: input.rows.length,
    rejectedCount: input.rejected.length,
    contentHash: hash,
  };
  await datasetRef.set({ ...stored, importedAt: FieldValue.serverTimestamp() });
  return existing.exists ? 'replaced' : 'created';
}
