/** The importer of the regulators' files, as other packages use it. */
export { seededRandom } from './sample-data';
export { formatSummary, importDatasets, importPath, loadSampleData, loadSnapshot, type ImportSummary } from './import';
export { SERVED_FROM } from './download';
export { importFileByHand } from './manual-import';
export { readSnapshot, snapshotBytes, writeSnapshot } from './snapshot';
export { writeDataset, type DatasetInput, type WriteOutcome } from './store/dataset-store';
export { readDataset, readRowsAt, readVersion, versionAt } from './store/dataset-reads';
export { isFetchRecordPath } from './store/dataset-layout';
export { readFetches, readVersions, recordFetch } from './store/history';
export { refreshViews } from './views/refresh-views';
export {
  ingestSource,
  INGESTION_COLLECTION,
  type IngestOptions,
  type IngestOutcome,
  type IngestSource,
  type IngestStatus,
} from './ingest';
