/** Where `wa-retail-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { WaRetailRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<WaRetailRow>()({
  id: 'wa-retail-sales',
  title: 'Marijuana Sales Activity by License Number – Traceability Contingency Reporting – Retail',
  publisher: 'Washington State Liquor and Cannabis Board (WSLCB)',
  sourceUrl: 'https://lcb.wa.gov/records/frequently-requested-lists',
  licence:
    'WSLCB public record; no licence is attached. Cannlytics calls the WA traceability data "in the public domain". Attribute WSLCB.',
  cadence: 'Monthly: WSLCB republishes the whole file with each month added (figures revised by late reports)',

  expectedChangeDays: MONTHLY,
  // WSLCB adds a month to the whole file some weeks after it ends, then revises it with late reports (data README; WSLCB's frequently requested lists).
  lag: { per: 'month', days: 45 },
  snapshotFile: 'wa-lcb/wa-retail-sales-by-license-by-month.csv',
});
