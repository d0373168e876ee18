/** Where `canada-retail-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CanadaRetailSalesRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';
import { STATCAN } from '../publishers/statcan';

export const source = defineSource<CanadaRetailSalesRow>()({
  id: 'canada-retail-sales',
  title: 'Monthly retail sales of cannabis stores by province and territory (Table 20-10-0056-01)',
  publisher: STATCAN.publisher,
  sourceUrl: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=2010005601',
  // StatCan's full-table download: a ZIP of 20100056.csv (every retail industry; the format reads the cannabis
  // retailers' lines) and its 20100056_MetaData.csv, replaced at the same address by each release.
  fetchUrl: 'https://www150.statcan.gc.ca/n1/tbl/csv/20100056-eng.zip',
  licence: STATCAN.licence.replace('{table}', '20-10-0056-01'),
  cadence: 'Monthly (Retail Trade Survey); StatCan revises recent months with each release',
  units:
    'Thousands of Canadian dollars (CAD), not USD; unadjusted, and seasonally adjusted for Canada; StatCan quality grade A to E per figure',
  expectedChangeDays: MONTHLY,
  // The Monthly Retail Trade release comes out about seven weeks after the month ends (StatCan's release schedule).
  lag: { per: 'month', days: 49 },
  snapshotFile: 'statcan/ca-cannabis-retailers-by-province-by-month.csv',
});
