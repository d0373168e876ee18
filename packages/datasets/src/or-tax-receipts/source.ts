/** Where `or-tax-receipts` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { OrTaxReceiptsRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<OrTaxReceiptsRow>()({
  id: 'or-tax-receipts',
  title: 'Oregon marijuana tax receipts by month of payment, state and local (not sales)',
  publisher: 'Oregon Department of Revenue (DOR), Research Section',
  sourceUrl: 'https://www.oregon.gov/dor/gov-research',
  licence:
    "Oregon public record (DOR's workbook, copied unchanged by childoftherion/OFAP, released under the Unlicense). Attribute the Oregon Department of Revenue.",
  cadence:
    'Monthly (DOR; the state/local split is revised when quarterly returns are filed); this copy, updated 2025-10-16, runs to 2025-09',
  units:
    'USD of tax received in the month of payment, net of refunds: tax receipts, not sales (DOR: they cannot be translated into sales)',

  expectedChangeDays: MONTHLY,
  // DOR's workbook is updated some weeks after each month of payment (its 'Date updated', data README).
  lag: { per: 'month', days: 45 },
  snapshotFile: 'or-dor/or-marijuana-tax-receipts-by-month.csv',
});
