/** `or-prices`: Oregon prices and sales by product type by month (Cannlytics' compilation of the OLCC dashboards). */
export interface OrPricesRow {
  period: string;
  /** USD; null where the compilation leaves the month blank. */
  flowerSales: number | null;
  concentrateSales: number | null;
  /** USD per gram, retail. */
  retailFlowerPrice: number | null;
  retailConcentratePrice: number | null;
  /** USD per pound, wholesale. */
  wholesaleFlowerPrice: number | null;
  /** USD per pound, wholesale (the compilation states no unit; the figures are per-gram prices × 453.6). */
  wholesaleConcentratePrice: number | null;
}
