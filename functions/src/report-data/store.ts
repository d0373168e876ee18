/**
 * Where the built-in reports' data lives in Firestore, written by the importer and read by
 * the report data API (server only; firestore.rules denies every client):
 *   datasets/{datasetId}                     meta, counts, contentHash, importedAt
 *   datasetMonths/{datasetId}__{YYYY-MM}     { dataset, period, rows }  (one doc per month)
 *   datasetMonths/{datasetId}__all           { dataset, period: 'all', rows }  (lists without months)
 * Rows are grouped by month so that a report reads tens of small documents, not thousands,
 * and the document id alone orders and ranges them (no composite index).
 */
import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Where a dataset comes from, for the reports' 'data as of' line and attribution. */
export interface StoredDatasetMeta {
  id: string;
  title: string;
  publisher: string;
  /** Where the regulator publishes it. */
  sourceUrl: string;
  licence: string;
  /** True for the generated sample the start command loads: the UI labels it 'Sample data'. */
  sample: boolean;
  /** First and last month covered ('YYYY-MM'); for licence lists, the refresh month twice. */
  periodFrom: string;
  periodTo: string;
}

export interface StoredDataset extends StoredDatasetMeta {
  rowCount: number;
  rejectedCount: number;
  contentHash: string;
}

export interface DatasetInput {
  meta: StoredDatasetMeta;
  rows: Array<{ period?: string } & object>;
  rejected: unknown[];
}

/** Datasets whose rows have no month (licence lists) are stored in one document. */
const ALL = 'all';
const monthDocId = (dataset: string, period: string) => `${dataset}__${period}`;

export function contentHash(input: DatasetInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ meta: input.meta, rows: input.rows }))
    .digest('hex');
}

function groupByPeriod(rows: DatasetInput['rows']): Map<string, object[]> {
  const groups = new Map<string, object[]>();
  for (const row of rows) {
    const period = row.period ?? ALL;
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
  const datasetRef = db.collection('datasets').doc(id);
  const existing = await datasetRef.get();
  if (existing.exists && existing.get('contentHash') === hash) return 'unchanged';

  const groups = groupByPeriod(input.rows);
  const months = db.collection('datasetMonths');
  const stale = await months
    .where(FieldPath.documentId(), '>=', `${id}__`)
    .where(FieldPath.documentId(), '<', `${id}__\uf8ff`)
    .select()
    .get();
  const writes: Array<(batch: FirebaseFirestore.WriteBatch) => void> = [];
  for (const doc of stale.docs) {
    const period = doc.id.slice(id.length + 2);
    if (!groups.has(period)) writes.push((batch) => batch.delete(doc.ref));
  }
  for (const [period, rows] of groups) {
    writes.push((batch) => batch.set(months.doc(monthDocId(id, period)), { dataset: id, period, rows }));
  }
  // Firestore batches hold at most 500 writes.
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
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

export interface LoadedDataset<Row> {
  meta: StoredDataset;
  /** Rows by period, in period order. */
  months: Map<string, Row[]>;
}

/** Reads a whole dataset; undefined when it was never imported. */
export async function readDataset<Row>(db: Firestore, id: string): Promise<LoadedDataset<Row> | undefined> {
  const meta = await db.collection('datasets').doc(id).get();
  if (!meta.exists) return undefined;
  const docs = await db
    .collection('datasetMonths')
    .where(FieldPath.documentId(), '>=', `${id}__`)
    .where(FieldPath.documentId(), '<', `${id}__\uf8ff`)
    .get();
  const months = new Map<string, Row[]>();
  for (const doc of docs.docs) months.set(doc.get('period') as string, doc.get('rows') as Row[]);
  return { meta: meta.data() as StoredDataset, months: new Map([...months].sort(([a], [b]) => a.localeCompare(b))) };
}

export async function readDatasetMeta(db: Firestore, id: string): Promise<StoredDataset | undefined> {
  const meta = await db.collection('datasets').doc(id).get();
  return meta.exists ? (meta.data() as StoredDataset) : undefined;
}
