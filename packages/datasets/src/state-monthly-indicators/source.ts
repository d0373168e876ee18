/** Where `state-monthly-indicators` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { StateMonthlyIndicatorsRow } from './rows';

export const source = defineSource<StateMonthlyIndicatorsRow>()({
  id: 'state-monthly-indicators',
  title: 'State cannabis indicators by month: population, per retailer, prices, quantities',
  publisher: 'State regulators and the U.S. Census Bureau (population, via FRED), compiled by Cannlytics',
  sourceUrl: 'https://github.com/cannlytics/cannabis-data-science',
  licence: 'MIT, "Copyright (c) 2021-2022 Cannlytics" (the compilation); the facts come from state public records.',
  cadence: 'One-off compilation (to 2021-12), not updated',
  units:
    'Population and patients in persons; retailers per 100,000 residents; sales per retailer, sales and prices in USD (per item, per eighth ounce, per gram); flower quantity in pounds; products as counts',

  expectedChangeDays: null,
  // a one-off compilation to 2021-12 (data README).
  lag: { frozen: true },
  snapshotFile: 'cannlytics-compiled/state-cannabis-monthly-panel.csv',
});
