/**
 * A dataset's public history, for /data/<dataset>: its catalogue entry, its revisions newest
 * first and the fetches that failed. Capped, not paged: the newest HISTORY_REVISIONS_MAX
 * revisions (years of monthly publications) and the failures among the last FETCHES_SCANNED
 * fetches (over a year of daily ones). Reads at most 2 + HISTORY_REVISIONS_MAX + 1 +
 * FETCHES_SCANNED documents.
 */
import {
  DATASET_IDS,
  HISTORY_FAILURES_MAX,
  HISTORY_REVISIONS_MAX,
  type DatasetHistoryAnswer,
  type DatasetRevision,
  type DatasetVersion,
  type FailedFetch,
  type FetchRecord,
  type FetchVia,
  viaOf,
} from '@cannabis-reports/contracts';
import { history, readDataset } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { whatsNewLine } from '@cannabis-reports/data-import/src/store/whats-new';
import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../errors';
import { db } from '../platform/firebase';
import { datasetSummary } from './dataset-catalog';

/** The fetches looked through for failures, newest first. */
export const FETCHES_SCANNED = 400;

export const isDatasetId = (id: string) => (DATASET_IDS as readonly string[]).includes(id);

/**
 * One version as a reader's history lists it, with how its file arrived when a recorded fetch or
 * import names it; a version stored before lines were written gets one without a figure.
 */
export function revisionOf(
  version: string,
  record: DatasetVersion,
  title: string,
  datasetId: string,
  via?: FetchVia,
): DatasetRevision {
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
    ...(via ? { via } : {}),
  };
}

const failureOf = (record: FetchRecord): FailedFetch | undefined =>
  record.outcome === 'fetch_failed' || record.outcome === 'malformed'
    ? { at: record.at, outcome: record.outcome, reason: record.reason ?? 'No reason was recorded', via: viaOf(record) }
    : undefined;

/** How each version's file arrived: by the oldest recorded fetch or import that produced it (the list runs newest first). */
function arrivals(fetches: FetchRecord[]): Map<string, FetchVia> {
  const byVersion = new Map<string, FetchVia>();
  for (const record of fetches)
    if (record.outcome === 'imported' && record.version) byVersion.set(record.version, viaOf(record));
  return byVersion;
}

/** `store` is this project's Firestore unless a test gives its own. */
export async function readDatasetHistory(
  id: string,
  store: Firestore = db(),
  now = new Date(),
): Promise<DatasetHistoryAnswer> {
  const stored = isDatasetId(id) ? await readDataset(store, id) : undefined;
  if (!stored) throw notFound('not_found', `There is no dataset ${id.slice(0, 60)}`);
  const { versions, fetches } = await history(store, id, {
    versions: HISTORY_REVISIONS_MAX + 1,
    fetches: FETCHES_SCANNED,
  });
  const title = stored.title ?? id;
  const arrived = arrivals(fetches);
  return {
    dataset: datasetSummary(id, stored, now),
    revisions: versions
      .slice(0, HISTORY_REVISIONS_MAX)
      .map(({ version, record }) => revisionOf(version, record, title, id, arrived.get(version))),
    moreRevisions: versions.length > HISTORY_REVISIONS_MAX,
    failedFetches: fetches
      .map(failureOf)
      .filter((failure): failure is FailedFetch => failure !== undefined)
      .slice(0, HISTORY_FAILURES_MAX),
  };
}
