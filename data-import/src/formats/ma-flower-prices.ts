import type { MaFlowerPriceRow } from '@cannabis-reports/contracts';
import { RowError } from '../readers/cell-values';
import { parsePeriod } from '../readers/dates';
import { defineFormat } from './define-format';

/**
 * The CCC's average retail price of adult-use flower by month. The file states its unit on
 * every row; the dataset's unit is USD per gram, so a row in another unit is rejected rather
 * than stored beside grams.
 */
export const maFlowerPrices = defineFormat({
  name: 'CCC average monthly price per gram of adult-use cannabis',
  meta: {
    id: 'ma-flower-prices',
    title: 'Massachusetts adult-use flower: average retail price per gram by month',
    publisher: 'Massachusetts Cannabis Control Commission (CCC)',
    sourceUrl: 'https://masscannabiscontrol.com/resource/a_sales_au_price_per_gram.csv',
    licence:
      'Massachusetts public records (CCC open data), copied unchanged; no licence text. Attribute the Massachusetts Cannabis Control Commission.',
    sample: false,
    cadence: 'Monthly (CCC open data, revised later); this copy runs to 2026-06',
    units: 'USD per gram of adult-use flower (average retail price)',
  },
  layouts: [{ month: 'YEARMONTH', price: 'AVERAGERETAILPRICEPERGM', unit: 'UNIT' }],
  read(cells) {
    const period = parsePeriod(cells.text('month'));
    if (period === undefined) throw new RowError(`${cells.title('month')} is not a month: "${cells.text('month')}"`);
    const unit = cells.text('unit');
    if (unit.toLowerCase() !== 'grams') throw new RowError(`${cells.title('unit')} is not Grams: "${unit}"`);
    const row: MaFlowerPriceRow = { period, pricePerGram: cells.amount('price') };
    return { key: period, period, row };
  },
});
