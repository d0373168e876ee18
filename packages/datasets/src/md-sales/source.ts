/** Where `md-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { MdSalesRow } from './rows';
import { MCA_DASHBOARD } from '../publishers/md-mca';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<MdSalesRow>()({
  id: 'md-sales',
  title: 'Maryland cannabis sales by month, product category and customer type (medical and adult-use)',
  ...MCA_DASHBOARD,
  units:
    'USD, retail sales; customer types mapped to medical (Medical; from 2025-08 Patient and Caregiver) and adult-use (Adult-Use; from 2025-08 Consumer)',

  expectedChangeDays: MONTHLY,
  // MCA's monthly dashboard shows a month about six weeks after it ends (MCA Data Dashboard; the update notes in the extract's Notes sheet).
  lag: { per: 'month', days: 42 },
  snapshotFile: 'md-mca/md-sales-by-category-by-month.csv',
});
