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
  'canada-retail-sales',
  'canada-sales-by-type',
  'canada-population',
  'cad-per-usd',
  'ct-tax-revenue',
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
