/** Where `ct-weekly-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CtWeeklySalesRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<CtWeeklySalesRow>()({
  id: 'ct-weekly-sales',
  title: 'Cannabis Retail Sales by Week Ending',
  publisher: 'Connecticut Department of Consumer Protection (DCP)',
  sourceUrl: 'https://data.ct.gov/d/ucaf-96h6',
  fetchUrl: 'https://data.ct.gov/api/views/ucaf-96h6/rows.csv?accessType=DOWNLOAD',
  licence:
    'Connecticut government open data (data.ct.gov); the data.gov listing shows "Non-Federal Terms of Use" and no explicit licence. Attribute CT DCP.',
  periodKind: 'week',
  cadence: 'Monthly: DCP adds the weeks of the past month on or after the 10th',
  units:
    'Sales in USD, excluding taxes, preliminary; products sold as counts; average product price in USD per product. Weeks run Sunday to Saturday, cut at month ends.',

  expectedChangeDays: MONTHLY,
  // DCP adds the weeks of a month on or after the 10th of the next month (data.ct.gov's dataset notes, data README).
  lag: { per: 'month', days: 10 },
  snapshotFile: 'ct-dcp/ct-cannabis-retail-sales-by-week.csv',
});
