/** `or-sales`: Oregon statewide recreational retail sales by month (OLCC Marijuana Market Data). */
export interface OrSalesRow {
  period: string;
  /** USD. */
  sales: number;
}
