/** Where `canada-retail-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CanadaRetailSalesRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';
import { STATCAN } from '../publishers/statcan';

export const source = defineSource<CanadaRetailSalesRow>()({
  id: 'canada-retail-sales',
  title: 'Monthly retail sales of cannabis stores by province and territory (Table 20-10-0056-01)',
  publisher: STATCAN.publisher,
  // The machine-readable copy is StatCan's full-table download, https://www150.statcan.gc.ca/n1/tbl/csv/20100056-eng.zip
  // (a zip of 20100056.csv and its metadata), whose cannabis retailers' rows this format selects.
  sourceUrl: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=2010005601',
  licence: STATCAN.licence.replace('{table}', '20-10-0056-01'),
  cadence: 'Monthly (Retail Trade Survey); StatCan revises recent months with each release',
  units:
    'Thousands of Canadian dollars (CAD), not USD; unadjusted, and seasonally adjusted for Canada; StatCan quality grade A to E per figure',
  expectedChangeDays: MONTHLY,
  // The Monthly Retail Trade release comes out about seven weeks after the month ends (StatCan's release schedule).
  lag: { per: 'month', days: 49 },
  snapshotFile: 'statcan/ca-cannabis-retailers-by-province-by-month.csv',
});
