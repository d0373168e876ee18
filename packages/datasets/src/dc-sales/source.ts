/** Where `dc-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { DcSalesRow } from './rows';
import { DC_ABCA } from '../publishers/dc-abca';

export const source = defineSource<DcSalesRow>()({
  ...DC_ABCA,
  id: 'dc-sales',
  title: 'DC medical cannabis sales by month and seller type',
  units: 'USD',

  expectedChangeDays: null,
  // Our copy is a transcription that ends with 2024-04 (data README), but ABCA keeps publishing
  // its monthly dashboard, about six weeks on: the copy is measured against that, not frozen.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'dc-abca/monthly-sales.csv',
});
