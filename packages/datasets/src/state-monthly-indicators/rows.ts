/**
 * `state-monthly-indicators`: the multi-state panel's columns besides sales and retailers
 * (which are `state-monthly-sales`), read from the same file; same key (month and state).
 * Most columns are given for a few states only (null elsewhere).
 */
export interface StateMonthlyIndicatorsRow {
  period: string;
  state: string;
  /** Persons (Census resident population, from FRED). */
  population: number | null;
  /** Retailers per 100,000 residents. */
  retailersPerCapita: number | null;
  /** USD per retailer. */
  salesPerRetailer: number | null;
  /** USD per item (IL). */
  averagePricePerItem: number | null;
  /** USD per eighth of an ounce (MA, ME, OR). */
  averagePricePerEighth: number | null;
  /** USD per gram (MA, ME, OR). */
  averagePricePerGram: number | null;
  /** USD (OR). */
  flowerSales: number | null;
  concentrateSales: number | null;
  /** USD (MD). */
  edibleSales: number | null;
  /** Pounds (MD). */
  flowerQuantity: number | null;
  /** Counts of items. */
  infusedProducts: number | null;
  vapeProducts: number | null;
  totalQuantity: number | null;
  /** Persons: registered patients (MD). */
  patients: number | null;
}
