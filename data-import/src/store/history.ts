/**
 * A dataset's record of fetches and the size of its versions (layout in dataset-layout.ts). A fetch is recorded whatever came of it, with the hash of what was received:
 * a refused file leaves its trace though it changes nothing.
 */
import type { DatasetVersion, FetchRecord } from '@cannabis-reports/contracts';
import { versionsOf } from '@cannabis-reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { datasetPointer, fetchesOf } from './dataset-layout';

/** Ids sort by time, so the record reads in order without an index. */
const fetchId = (at: string) => `${at.replace(/[^0-9]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

export async function recordFetch(db: Firestore, record: FetchRecord): Promise<void> {
  const fields = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
  await fetchesOf(db, record.datasetId).doc(fetchId(record.at)).set(fields);
}

/** The fetches of a dataset, oldest first. */
export async function readFetches(db: Firestore, datasetId: string): Promise<FetchRecord[]> {
  const docs = await fetchesOf(db, datasetId).get();
  return docs.docs.sort((a, b) => a.id.localeCompare(b.id)).map((doc) => doc.data() as FetchRecord);
}

/** Every published version of a dataset, oldest first, with the bytes each added to the store (the bench's figure). */
export async function readVersions(
  db: Firestore,
  datasetId: string,
): Promise<Array<DatasetVersion & { version: string }>> {
  const docs = await versionsOf(datasetPointer(db, datasetId)).get();
  return docs.docs
    .map((doc) => ({ ...(doc.data() as DatasetVersion), version: doc.id }))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}
