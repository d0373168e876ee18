/**
 * Reads the built-in reports' datasets (written by the importer; the layout is in the contracts).
 */
import {
  DATASET_MONTHS_COLLECTION,
  DATASETS_COLLECTION,
  datasetMonthIdRange,
  type StoredDataset,
} from '@cannabis-reports/contracts';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

export interface LoadedDataset<Row> {
  meta: StoredDataset;
  /** Rows by period, in period order. */
  months: Map<string, Row[]>;
}

/** Reads a whole dataset; undefined when it was never imported. */
export async function readDataset<Row>(db: Firestore, id: string): Promise<LoadedDataset<Row> | undefined> {
  const meta = await db.collection(DATASETS_COLLECTION).doc(id).get();
  if (!meta.exists) return undefined;
  const [start, end] = datasetMonthIdRange(id);
  const docs = await db
    .collection(DATASET_MONTHS_COLLECTION)
    .where(FieldPath.documentId(), '>=', start)
    .where(FieldPath.documentId(), '<', end)
    .get();
  const months = new Map<string, Row[]>();
  for (const doc of docs.docs) months.set(doc.get('period') as string, doc.get('rows') as Row[]);
  return { meta: meta.data() as StoredDataset, months: new Map([...months].sort(([a], [b]) => a.localeCompare(b))) };
}

export async function readDatasetMeta(db: Firestore, id: string): Promise<StoredDataset | undefined> {
  const meta = await db.collection(DATASETS_COLLECTION).doc(id).get();
  return meta.exists ? (meta.data() as StoredDataset) : undefined;
}
