/** Where `canada-sales-by-type` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CanadaSalesByTypeRow } from './rows';
import { YEARLY } from '../kit/cadence-days';
import { STATCAN } from '../publishers/statcan';

export const source = defineSource<CanadaSalesByTypeRow>()({
  id: 'canada-sales-by-type',
  title:
    'Sales of cannabis by liquor and cannabis authorities and other retail outlets, by cannabis type, fiscal years (Table 10-10-0164-01)',
  publisher: STATCAN.publisher,
  // The machine-readable copy is StatCan's full-table download, https://www150.statcan.gc.ca/n1/tbl/csv/10100164-eng.zip
  sourceUrl: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=1010016401',
  licence: STATCAN.licence.replace('{table}', '10-10-0164-01'),
  cadence:
    'Yearly (fiscal years April to March, from the provinces’ and territories’ distributors); this copy runs to 2023/2024',
  units:
    'Canadian dollars (CAD), not USD: value of sales in thousands of CAD, and CAD per person of legal age; StatCan quality grade per figure',
  expectedChangeDays: YEARLY,
  // StatCan releases a fiscal year with its yearly "Control and sale of alcoholic beverages and cannabis" in the
  // year after it ends: taken as a year after its March. A lag counts years to December, and a fiscal year is
  // held as the December of the year it ends in, so a year after that March is 90 days after that December.
  lag: { per: 'year', days: 90 },
  snapshotFile: 'statcan/10100164-cannabis-sales-by-type.csv',
});
