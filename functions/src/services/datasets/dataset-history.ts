/**
 * A dataset's public history, for /data/<dataset>: its catalogue entry, its revisions newest
 * first and the fetches that failed. Capped, not paged: the newest HISTORY_REVISIONS_MAX
 * revisions (years of monthly publications) and the failures among the last FETCHES_SCANNED
 * fetches (over a year of daily ones). Reads at most 2 + HISTORY_REVISIONS_MAX + 1 +
 * FETCHES_SCANNED documents.
 */
import {
  DATASET_IDS,
  DATASETS_COLLECTION,
  FETCHES_COLLECTION,
  HISTORY_FAILURES_MAX,
  HISTORY_REVISIONS_MAX,
  VERSIONS_COLLECTION,
  type DatasetHistoryAnswer,
  type DatasetRevision,
  type DatasetVersion,
  type FailedFetch,
  type FetchRecord,
  type StoredDataset,
  type StoredDatasetFreshness,
} from '@cannabis-reports/contracts';
import { whatsNewLine } from '@cannabis-reports/data-import/src/store/whats-new';
import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../errors';
import { db } from '../platform/firebase';
import { datasetSummary } from './dataset-catalog';

/** The fetches looked through for failures, newest first. */
export const FETCHES_SCANNED = 400;

export const isDatasetId = (id: string) => (DATASET_IDS as readonly string[]).includes(id);

/** One version as a reader's history lists it; a version stored before lines were written gets one without a figure. */
export function revisionOf(version: string, record: DatasetVersion, title: string, datasetId: string): DatasetRevision {
  const { revision } = record;
  const whatsNew = record.whatsNew ?? whatsNewLine(datasetId, title, revision);
  return {
    version,
    publishedAt: record.publishedAt,
    first: record.previous === undefined,
    rowCount: record.rowCount,
    periodsAdded: revision.periodsAdded,
    periodsRemoved: revision.periodsRemoved,
    periodsRevised: revision.periodsRevised,
    rowsAdded: revision.rowsAdded,
    rowsRemoved: revision.rowsRemoved,
    figuresRevised: revision.figuresRevised,
    largest: revision.largest,
    ...(whatsNew ? { whatsNew } : {}),
  };
}

const failureOf = (record: FetchRecord): FailedFetch | undefined =>
  record.outcome === 'fetch_failed' || record.outcome === 'malformed'
    ? { at: record.at, outcome: record.outcome, reason: record.reason ?? 'No reason was recorded' }
    : undefined;

/** `store` is this project's Firestore unless a test gives its own. */
export async function readDatasetHistory(
  id: string,
  store: Firestore = db(),
  now = new Date(),
): Promise<DatasetHistoryAnswer> {
  const pointer = store.collection(DATASETS_COLLECTION).doc(id);
  const stored = isDatasetId(id)
    ? ((await pointer.get()).data() as (StoredDataset & StoredDatasetFreshness) | undefined)
    : undefined;
  if (!stored) throw notFound('not_found', `There is no dataset ${id.slice(0, 60)}`);
  const [versions, fetches] = await Promise.all([
    pointer
      .collection(VERSIONS_COLLECTION)
      .orderBy('publishedAt', 'desc')
      .limit(HISTORY_REVISIONS_MAX + 1)
      .get(),
    // Newest first by the fetch's time (Firestore scans document ids in ascending order only).
    pointer.collection(FETCHES_COLLECTION).orderBy('at', 'desc').limit(FETCHES_SCANNED).get(),
  ]);
  const title = stored.title ?? id;
  return {
    dataset: datasetSummary(id, stored, now),
    revisions: versions.docs
      .slice(0, HISTORY_REVISIONS_MAX)
      .map((doc) => revisionOf(doc.id, doc.data() as DatasetVersion, title, id)),
    moreRevisions: versions.size > HISTORY_REVISIONS_MAX,
    failedFetches: fetches.docs
      .map((doc) => failureOf(doc.data() as FetchRecord))
      .filter((failure): failure is FailedFetch => failure !== undefined)
      .slice(0, HISTORY_FAILURES_MAX),
  };
}
