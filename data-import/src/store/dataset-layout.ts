/**
 * Where the built-in reports' data lives in Firestore (server only; firestore.rules denies
 * every client), private to the importer's store: every other module goes through
 * dataset-store.ts and history.ts (a lint rule keeps it so). Two levels, each versioned so that an import is all or nothing:
 *
 *   datasets/{datasetId}                                   StoredDataset: meta, counts, hash, `version`
 *   datasets/{datasetId}/chunks/{hash}                     { rows }: a run of rows of one period, at most 512 KiB,
 *                                                          named by its content, shared by every version holding it
 *   datasets/{datasetId}/versions/{v}                      DatasetVersion (the contracts' dataset-history.ts): its chunks in order,
 *                                                          when it was published, its revision against the one before
 *   datasets/{datasetId}/versions/{v}/revised/{00000}      { figures }: every figure the version revised
 *   datasets/{datasetId}/fetches/{id}                      FetchRecord: every fetch or import, whatever came of it
 *   reportViews/...                                        the reports' views: @cannabis-reports/reports, kit/view-layout.ts,
 *                                                          beside their reader
 *
 * The importer writes the chunks a new version lacks, then flips the pointer (`version`) and
 * writes the version's record in one transaction; a reader reads the pointer, then only that
 * version, so it never sees a mix and a failed import leaves the previous version served.
 * Every version is kept: unchanged runs of rows cost nothing again, so a version costs the
 * periods it changed. Dataset rows are the importer's record, read again only to rebuild a
 * view when another of its inputs changes; reports read views only. A view's parts are what a
 * request needs for the months and slice it shows: one series part for the chart (all months,
 * small) and, for rankings over a month range, one part per month holding each item's running
 * totals before that month and through it, so a range from..to is through(to) - before(from):
 * one part for a single month, two for any longer range. Every part stays far under
 * Firestore's 1 MiB document limit at ten times today's data (the largest, a Washington month
 * of stores, is about 10 KB per 100 stores).
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

const DATASETS_COLLECTION = 'datasets';
const CHUNKS_COLLECTION = 'chunks';
const FETCHES_COLLECTION = 'fetches';
const REVISED_COLLECTION = 'revised';
/** Rows of a version stored before chunks were named by their content. */
const LEGACY_ROWS_COLLECTION = 'rows';

/** `datasets/{id}`: the dataset's pointer. */
export const datasetPointer = (db: Firestore, id: string) => db.collection(DATASETS_COLLECTION).doc(id);
export const datasetPointers = (db: Firestore) => db.collection(DATASETS_COLLECTION);
export const chunksOf = (pointer: DocumentReference) => pointer.collection(CHUNKS_COLLECTION);
export const fetchesOf = (db: Firestore, id: string) => datasetPointer(db, id).collection(FETCHES_COLLECTION);
export const revisedOf = (version: DocumentReference) => version.collection(REVISED_COLLECTION);
export const legacyRowsOf = (version: DocumentReference) => version.collection(LEGACY_ROWS_COLLECTION);

/** Whether a document path is a dataset's fetch record (the bench counts those apart from data). */
export const isFetchRecordPath = (path: string) => {
  const segments = path.split('/');
  return segments.length === 4 && segments[0] === DATASETS_COLLECTION && segments[2] === FETCHES_COLLECTION;
};
