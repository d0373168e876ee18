/**
 * `GET /datasets`: the public catalogue of the data the reports are built from, so a
 * visitor sees what they would buy (and how fresh it is) before paying.
 */
export interface DatasetSummary {
  id: string;
  title: string;
  publisher: string;
  sourceUrl: string;
  licence: string;
  /** First and last period covered: 'YYYY-MM', or week start dates for weekly data. */
  periodFrom: string;
  periodTo: string;
  periodKind: 'month' | 'week' | 'snapshot';
  /** How often the publisher updates it, in words; null when not known. */
  cadence: string | null;
  /** True for generated sample data. */
  sample: boolean;
}

export interface DatasetCatalogAnswer {
  datasets: DatasetSummary[];
}
