/** Where `canada-population` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CanadaPopulationRow } from './rows';
import { QUARTERLY } from '../kit/cadence-days';
import { STATCAN } from '../publishers/statcan';

export const source = defineSource<CanadaPopulationRow>()({
  id: 'canada-population',
  title: 'Population estimates, quarterly, Canada, provinces and territories (Table 17-10-0009-01)',
  publisher: STATCAN.publisher,
  // The machine-readable copy is StatCan's full-table download, https://www150.statcan.gc.ca/n1/tbl/csv/17100009-eng.zip
  sourceUrl: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=1710000901',
  licence: STATCAN.licence.replace('{table}', '17-10-0009-01'),
  cadence: 'Quarterly (estimates of January 1, April 1, July 1 and October 1; the newest are preliminary and revised)',
  units: 'Persons, all ages (no population of legal age in this table)',
  expectedChangeDays: QUARTERLY,
  // The estimate of a quarter's first day comes out within that quarter (October 1 in mid-December: StatCan's
  // quarterly "Canada's population estimates" in The Daily), so it is out by the quarter's end.
  lag: { per: 'quarter', days: 0 },
  snapshotFile: 'statcan/17100009-population-estimates-quarterly.csv',
});
