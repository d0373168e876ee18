import type { DcReported } from '../publishers/dc-abca';

/** `dc-product-sales`: DC medical cannabis quantity and value sold by product type and month. */
export interface DcProductSalesRow extends DcReported {
  productType: string;
  /** Quantity sold, in `unit`. */
  quantity: number;
  /** G (grams), LBS (pounds) or EACH (items). */
  unit: 'G' | 'LBS' | 'EACH';
  /** Grams: the quantity converted for weight units (1 lb = 453.59237 g), null for EACH; value / grams is USD per gram. */
  grams: number | null;
  /** USD. */
  value: number;
}
