/** Where `md-dashboard-metrics` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { MdDashboardMetricRow } from './rows';
import { MCA_DASHBOARD } from '../publishers/md-mca';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<MdDashboardMetricRow>()({
  id: 'md-dashboard-metrics',
  title: 'Maryland cannabis dashboard metrics by month: transactions, median price per gram, weights, patients',
  ...MCA_DASHBOARD,
  units:
    'Transactions and plants as counts; patients, caregivers and providers in persons; weights in pounds; median price in USD per gram; year-to-date sales and median annual spends in USD',

  expectedChangeDays: MONTHLY,
  // MCA's monthly dashboard shows a month about six weeks after it ends (MCA Data Dashboard; the update notes in the extract's Notes sheet).
  lag: { per: 'month', days: 42 },
  snapshotFile: 'md-mca/md-dashboard-monthly-metrics.csv',
});
