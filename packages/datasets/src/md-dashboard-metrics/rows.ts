/** The figures of the MCA dashboard's monthly metrics, as `md-dashboard-metrics` names them. */
export type MdDashboardMetric =
  | 'transactions-medical'
  | 'transactions-adult-use'
  | 'year-to-date-sales'
  | 'median-price-per-gram'
  | 'median-patient-annual-spend'
  | 'median-caregiver-annual-spend'
  | 'weight-sold'
  | 'weight-harvested'
  | 'plants-harvested'
  | 'patients'
  | 'caregivers'
  | 'certifying-providers';

/** `md-dashboard-metrics`: the MCA dashboard's monthly metrics, one figure a row. */
export interface MdDashboardMetricRow {
  period: string;
  metric: MdDashboardMetric;
  /** The sheet and metric name as published, e.g. 'Dispensary Transactions' / 'Dispensary Transactions - Medical'. */
  sheet: string;
  sourceMetric: string;
  value: number;
  /**
   * 'USD' (year-to-date sales, median annual spends), 'USD per gram' (median price of a gram),
   * 'pounds' (weights), 'count' (transactions, plants) or 'persons' (patients, caregivers, providers).
   */
  unit: 'USD' | 'USD per gram' | 'pounds' | 'count' | 'persons';
  /** The date as published when it is not the first of the month (three months of transactions are keyed to the 25th). */
  publishedDate?: string;
}
