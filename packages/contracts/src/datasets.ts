/**
 * The ids of the datasets the product imports, as the data API and the follows take them. Each
 * dataset's rows, format and source are its folder in @cannabis-reports/datasets, whose table
 * has one row per id here; code that iterates them (settings per dataset, the data catalogue) iterates this list.
 */
export const DATASET_IDS = [
  'wa-retail-sales',
  'co-county-sales',
  'state-monthly-sales',
  'wa-licenses',
  'ct-weekly-sales',
  'or-sales',
  'or-prices',
  'or-licensees',
  'il-sales',
  'mi-sales',
  'dc-sales',
  'dc-product-sales',
  'dc-patients',
  'dc-participation',
  'state-monthly-indicators',
  'md-sales',
  'md-dashboard-metrics',
  'az-sales-tax',
  'or-tax-receipts',
  'ma-flower-prices',
  'state-population',
  'state-adults-21',
  'state-annual-sales',
] as const;

export type DatasetId = (typeof DATASET_IDS)[number];

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
  /**
   * First and last month covered ('YYYY-MM'); for licence lists, the refresh month twice; for
   * weekly datasets (`periodKind` 'week'), the first days ('YYYY-MM-DD') of the first and last weeks.
   */
  periodFrom: string;
  periodTo: string;
  /** How the rows are dated: by month when absent. */
  periodKind?: 'month' | 'week' | 'snapshot';
  /** How often the publisher updates the figures, and whether this copy follows, e.g. 'Monthly (weekly figures)'. */
  cadence?: string;
  /** The units of the figures, e.g. 'USD (excluding taxes); products sold (count); USD per product'. */
  units?: string;
}

/** `datasets/{datasetId}`: a dataset's attribution, counts, content hash and the version readers use. */
export interface StoredDataset extends StoredDatasetMeta {
  rowCount: number;
  rejectedCount: number;
  /** Rows added to another row of the same key, or dropped as exact repeats (absent in imports before they were counted). */
  mergedCount?: number;
  contentHash: string;
  /** The complete version of the rows (`datasets/{id}/versions/{version}`); flipped in one write after it is written. */
  version?: string;
}

/**
 * Where the built-in reports' data lives in Firestore (server only; firestore.rules denies
 * every client). Two levels, each versioned so that an import is all or nothing:
 *
 *   datasets/{datasetId}                                   StoredDataset: meta, counts, hash, `version`
 *   datasets/{datasetId}/chunks/{hash}                     { rows }: a run of rows of one period, at most 512 KiB,
 *                                                          named by its content, shared by every version holding it
 *   datasets/{datasetId}/versions/{v}                      DatasetVersion (./dataset-history): its chunks in order,
 *                                                          when it was published, its revision against the one before
 *   datasets/{datasetId}/versions/{v}/revised/{00000}      { figures }: every figure the version revised
 *   datasets/{datasetId}/fetches/{id}                      FetchRecord: every fetch or import, whatever came of it
 *   reportViews/...                                        the reports' views: @cannabis-reports/reports, kit/view-layout.ts
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
export const DATASETS_COLLECTION = 'datasets';
export const VERSIONS_COLLECTION = 'versions';
