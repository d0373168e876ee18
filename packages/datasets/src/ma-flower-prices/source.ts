/** Where `ma-flower-prices` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { MaFlowerPriceRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<MaFlowerPriceRow>()({
  id: 'ma-flower-prices',
  title: 'Massachusetts adult-use flower: average retail price per gram by month',
  publisher: 'Massachusetts Cannabis Control Commission (CCC)',
  sourceUrl: 'https://masscannabiscontrol.com/resource/a_sales_au_price_per_gram.csv',
  fetchUrl: 'https://masscannabiscontrol.com/resource/a_sales_au_price_per_gram.csv',
  licence:
    'Massachusetts public records (CCC open data), copied unchanged; no licence text. Attribute the Massachusetts Cannabis Control Commission.',
  cadence: 'Monthly (CCC open data, revised later); this copy runs to 2026-06',
  units: 'USD per gram of adult-use flower (average retail price)',

  expectedChangeDays: MONTHLY,
  // the CCC's open-data dashboards show a month about six weeks after it ends (CCC open data).
  lag: { per: 'month', days: 42 },
  snapshotFile: 'ma-ccc/a_sales_au_price_per_gram.csv',
});
