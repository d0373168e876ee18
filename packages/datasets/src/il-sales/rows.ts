/** `il-sales`: Illinois adult-use sales by month, to residents and non-residents (IDFPR). */
export interface IlSalesRow {
  period: string;
  /** Count of items sold. */
  items: number | null;
  /** USD, sales to Illinois residents. */
  inStateSales: number | null;
  /** USD, sales to non-residents. */
  outOfStateSales: number | null;
  /** USD. */
  totalSales: number;
}
