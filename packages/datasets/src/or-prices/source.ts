/** Where `or-prices` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { OrPricesRow } from './rows';

export const source = defineSource<OrPricesRow>()({
  id: 'or-prices',
  title: 'Oregon cannabis prices and sales by product type',
  publisher: 'Oregon Liquor and Cannabis Commission (OLCC), compiled by Cannlytics',
  sourceUrl: 'https://www.oregon.gov/olcc/marijuana/Pages/Marijuana-Market-Data.aspx',
  licence:
    'MIT, "Copyright (c) 2021-2022 Cannlytics" (the compilation); the facts are OLCC public records. Attribute OLCC.',
  cadence: 'Monthly (OLCC dashboard); this compilation ends with 2021-03 and is not updated',
  units:
    'Sales in USD; retail prices in USD per gram; wholesale prices in USD per pound (the concentrate unit is not stated, inferred from the figures)',

  expectedChangeDays: null,
  // Cannlytics' copy ends with 2021-03 (data README); OLCC's dashboard it copied is updated
  // monthly, about six weeks on, so the copy is measured against it.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'or-olcc/oregon_cannabis_data.csv',
});
