/**
 * A dataset's record of fetches and the size of its versions (layout in the contracts'
 * datasets.ts). A fetch is recorded whatever came of it, with the hash of what was received:
 * a refused file leaves its trace though it changes nothing.
 */
import {
  DATASETS_COLLECTION,
  FETCHES_COLLECTION,
  VERSIONS_COLLECTION,
  type DatasetVersion,
  type FetchRecord,
} from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';

/** Ids sort by time, so the record reads in order without an index. */
const fetchId = (at: string) => `${at.replace(/[^0-9]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

export async function recordFetch(db: Firestore, record: FetchRecord): Promise<void> {
  const fields = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
  await db
    .collection(DATASETS_COLLECTION)
    .doc(record.datasetId)
    .collection(FETCHES_COLLECTION)
    .doc(fetchId(record.at))
    .set(fields);
}

/** The fetches of a dataset, oldest first. */
export async function readFetches(db: Firestore, datasetId: string): Promise<FetchRecord[]> {
  const docs = await db.collection(DATASETS_COLLECTION).doc(datasetId).collection(FETCHES_COLLECTION).get();
  return docs.docs.sort((a, b) => a.id.localeCompare(b.id)).map((doc) => doc.data() as FetchRecord);
}

/** Every published version of a dataset, oldest first, with the bytes each added to the store (the bench's figure). */
export async function readVersions(
  db: Firestore,
  datasetId: string,
): Promise<Array<DatasetVersion & { version: string }>> {
  const docs = await db.collection(DATASETS_COLLECTION).doc(datasetId).collection(VERSIONS_COLLECTION).get();
  return docs.docs
    .map((doc) => ({ ...(doc.data() as DatasetVersion), version: doc.id }))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}
