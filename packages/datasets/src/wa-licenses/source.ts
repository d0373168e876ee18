/** Where `wa-licenses` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { WaLicense } from './rows';

export const source = defineSource<WaLicense>()({
  id: 'wa-licenses',
  title: 'Washington cannabis licensees',
  publisher: 'Washington State Liquor and Cannabis Board (WSLCB), compiled by Cannlytics',
  sourceUrl: 'https://lcb.wa.gov/records/frequently-requested-lists',
  licence:
    'MIT, "Copyright (c) 2021-2022 Cannlytics" (CC-BY-4.0 as the Hugging Face data set cannlytics/cannabis_licenses); the facts are WSLCB public records.',
  cadence: 'Snapshot compiled in 2023; WSLCB updates its licensee lists weekly',

  expectedChangeDays: null,
  // a licence list compiled once, in 2023 (data README).
  lag: { frozen: true },
  snapshotFile: 'cannlytics-licenses-2023/licenses-wa-latest.csv',
});
