/** Where `ct-tax-revenue` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CtTaxRevenueRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<CtTaxRevenueRow>()({
  id: 'ct-tax-revenue',
  title: 'Cannabis Tax Revenue by month (THC-potency tax, by product category)',
  publisher: 'Connecticut Department of Consumer Protection (DCP), with the Department of Revenue Services (DRS)',
  // The machine-readable copy is data.ct.gov's CSV of dataset jey2-vq68,
  // https://data.ct.gov/api/views/jey2-vq68/rows.csv?accessType=DOWNLOAD
  sourceUrl: 'https://data.ct.gov/d/jey2-vq68',
  licence:
    'Connecticut government open data (data.ct.gov), no explicit licence; this copy is from AgentDank/dank-data (MIT, "Copyright (c) 2025 Neomantra Corp"). Attribute CT DCP and CT DRS.',
  cadence: 'Monthly (data.ct.gov); this copy runs to 2025-10',
  units: 'USD of tax collected (not sales), by product category and in total',
  expectedChangeDays: MONTHLY,
  // DRS collects a month's tax with the returns due by the 20th of the next, and DCP posts it on data.ct.gov
  // in the month after that (the copy of 2026-02 ran to 2025-10): taken as two months.
  lag: { per: 'month', days: 60 },
  snapshotFile: 'ct-dcp/ct-cannabis-tax-revenue-by-month.csv',
});
