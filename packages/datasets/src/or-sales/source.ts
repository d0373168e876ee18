/** Where `or-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { OrSalesRow } from './rows';

export const source = defineSource<OrSalesRow>()({
  id: 'or-sales',
  title: 'Marijuana Market Data: Statewide Sales Trend',
  publisher: 'Oregon Liquor and Cannabis Commission (OLCC)',
  sourceUrl: 'https://www.oregon.gov/olcc/marijuana/Pages/Marijuana-Market-Data.aspx',
  licence: 'MIT, "Copyright (c) 2021-2022 Cannlytics" (the copy); the facts are OLCC public records. Attribute OLCC.',
  cadence: 'Monthly (OLCC dashboard); this export ends with 2021-03',
  units: 'USD, recreational retail sales',

  expectedChangeDays: null,
  // This export of the OLCC dashboard ends with 2021-03 (data README); the dashboard itself is
  // updated monthly, about six weeks on, so the copy is measured against it.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'or-olcc/total_sales_data.csv',
});
