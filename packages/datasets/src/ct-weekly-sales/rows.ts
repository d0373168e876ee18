/**
 * `ct-weekly-sales`: Connecticut DCP retail sales by week ending, adult-use and medical.
 * DCP weeks run Sunday to Saturday and are cut at month ends (an extra row ends on the last
 * day of the month, the next one starts on the first), so every row lies in one month and
 * monthly sums are exact.
 */
export interface CtWeeklySalesRow {
  /** The month the row's days lie in, 'YYYY-MM'. */
  period: string;
  /** First day the row covers, 'YYYY-MM-DD' (a Sunday, or the 1st of the month for a week cut at a month start). */
  weekStart: string;
  /** The week ending date as published, 'YYYY-MM-DD' (a Saturday, or the last day of a month). */
  weekEnd: string;
  /** Days covered, 1 to 7. */
  days: number;
  /** True when the row covers fewer than 7 days: a week cut at a month start or end (also the newest row, whose week is not over). */
  partial: boolean;
  /** USD, excluding taxes; preliminary per DCP. */
  adultUseSales: number | null;
  medicalSales: number | null;
  totalSales: number;
  /** Counts of products sold. */
  adultUseProducts: number | null;
  medicalProducts: number | null;
  totalProducts: number | null;
  /** USD per product, as DCP computes it. */
  adultUseAveragePrice: number | null;
  medicalAveragePrice: number | null;
  /** Why the row's figures disagree with each other (product counts against sales and average price); absent when they agree. */
  inconsistent?: string;
}
