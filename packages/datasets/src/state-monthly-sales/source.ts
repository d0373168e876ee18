/** Where `state-monthly-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { StateMonthlyRow } from './rows';

export const source = defineSource<StateMonthlyRow>()({
  id: 'state-monthly-sales',
  title: 'State cannabis sales by month',
  publisher: 'State regulators, compiled by Cannlytics',
  sourceUrl: 'https://github.com/cannlytics/cannabis-data-science',
  licence: 'MIT, "Copyright (c) 2021-2022 Cannlytics" (the compilation); the facts come from state public records.',
  cadence: "One-off compilation of the states' monthly reports (to December 2021)",

  expectedChangeDays: null,
  // a one-off compilation to December 2021 (data README).
  lag: { frozen: true },
  snapshotFile: 'cannlytics-compiled/state-cannabis-monthly-panel.csv',
});
