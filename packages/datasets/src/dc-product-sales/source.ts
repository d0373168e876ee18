/** Where `dc-product-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { DcProductSalesRow } from './rows';
import { DC_ABCA } from '../publishers/dc-abca';

export const source = defineSource<DcProductSalesRow>()({
  ...DC_ABCA,
  id: 'dc-product-sales',
  title: 'DC medical cannabis sales by product type',
  units:
    'Quantity in the row unit: G (grams), LBS (pounds) or EACH (items); grams converted for weight units (1 lb = 453.59237 g); value in USD',

  expectedChangeDays: null,
  // Our copy is a transcription that ends with 2024-04 (data README), but ABCA keeps publishing
  // its monthly dashboard, about six weeks on: the copy is measured against that, not frozen.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'dc-abca/product-sales-by-type.csv',
});
