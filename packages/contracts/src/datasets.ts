/**
 * The stored datasets the built-in reports read: written by the importer (data-import),
 * read by the report data API (functions). Periods are 'YYYY-MM'; money is USD.
 */
export interface WaRetailRow {
  period: string;
  license: string;
  sales: number;
  excise: number;
}

export interface CoCountyRow {
  period: string;
  county: string;
  medical: number | null;
  retail: number | null;
  medicalCode: 'NR' | 'NL' | null;
  retailCode: 'NR' | 'NL' | null;
}

export interface StateMonthlyRow {
  period: string;
  state: string;
  sales: number;
  retailers: number | null;
  /** Why the source's figure for this month is incomplete; absent when it is complete. */
  incomplete?: string;
  /** A break in the state's series that starts this month (the source changes what it counts). */
  seriesBreak?: string;
}

export interface WaLicense {
  license: string;
  name: string;
  city: string;
  county: string;
  type: string;
}

export interface RowsOf {
  'wa-retail-sales': WaRetailRow;
  'co-county-sales': CoCountyRow;
  'state-monthly-sales': StateMonthlyRow;
  'wa-licenses': WaLicense;
}

export type DatasetId = keyof RowsOf;

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

/** `datasets/{datasetId}`: a dataset's attribution, counts and content hash. */
export interface StoredDataset extends StoredDatasetMeta {
  rowCount: number;
  rejectedCount: number;
  contentHash: string;
}

/**
 * Where the built-in reports' data lives in Firestore (server only; firestore.rules denies
 * every client):
 *   datasets/{datasetId}                     meta, counts, contentHash, importedAt
 *   datasetMonths/{datasetId}__{YYYY-MM}     { dataset, period, rows }  (one doc per month)
 *   datasetMonths/{datasetId}__all           { dataset, period: 'all', rows }  (lists without months)
 * Rows are grouped by month so that a report reads tens of small documents, not thousands,
 * and the document id alone orders and ranges them (no composite index).
 */
export const DATASETS_COLLECTION = 'datasets';
export const DATASET_MONTHS_COLLECTION = 'datasetMonths';
/** The period of datasets whose rows have no month (licence lists): stored in one document. */
export const ALL_PERIODS = 'all';
export const datasetMonthDocId = (dataset: string, period: string) => `${dataset}__${period}`;
/** The document id range `[start, end)` that holds every month of a dataset. */
export const datasetMonthIdRange = (dataset: string) => [`${dataset}__`, `${dataset}__\uf8ff`] as const;
