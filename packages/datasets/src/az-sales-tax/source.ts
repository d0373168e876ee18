/** Where `az-sales-tax` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { AzSalesTaxRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<AzSalesTaxRow>()({
  id: 'az-sales-tax',
  title: 'Arizona marijuana taxable sales and tax collections by month (period covered), estimated',
  publisher: 'Arizona Department of Revenue (ADOR)',
  sourceUrl: 'https://azdor.gov/sites/default/files/document/MJ_byPeriodCovered.pdf',
  licence:
    "Arizona public record (ADOR's PDF, saved unchanged by longcreative/arizona-cannabis-sales, which has no licence file). Attribute the Arizona Department of Revenue.",
  cadence:
    'Monthly (ADOR re-estimates every month as late returns, amendments and audits come in); this copy is the report saved on 2025-11-05',
  units:
    'USD: estimated taxable sales (transaction privilege tax bases, medical and adult-use: the sales measure; the excise base apart) and tax collected, all jurisdictions',

  expectedChangeDays: MONTHLY,
  // returns are due on the 20th of the next month and ADOR's period-covered report follows them, about two months after the month (ADOR's report, data README).
  lag: { per: 'month', days: 60 },
  snapshotFile: 'az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv',
});
