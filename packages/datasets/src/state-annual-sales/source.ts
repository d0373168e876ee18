/** Where `state-annual-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { StateAnnualSalesRow } from './rows';

export const source = defineSource<StateAnnualSalesRow>()({
  id: 'state-annual-sales',
  title: 'Annual statewide cannabis sales: CA, CO, MA, NV, OR, WA (calendar and fiscal years)',
  publisher:
    "State regulators (CDTFA, CDOR, CCC, Nevada Department of Taxation and CCB, OLCC, WSLCB), compiled by Alex Ronczewski; each row names its regulator's publication",
  sourceUrl: 'https://github.com/Alexr951/Cannabis_Alcohol_Substitution',
  licence:
    'MIT, "Copyright (c) 2026 Alex Ronczewski" (the compilation); the figures are state public records. Attribute each row\'s regulator.',
  cadence: 'One-off compilation (2026-06-11), not updated',
  units:
    'USD, nominal, per calendar year (CY) or state fiscal year (FY, July to June, labelled by its ending year); scope and measure differ by state (California: taxable sales)',

  expectedChangeDays: null,
  // a one-off compilation (2026-06-11), not updated (data README).
  lag: { frozen: true },
  snapshotFile: 'multistate-annual-compiled/cannabis_sales_annual.csv',
});
