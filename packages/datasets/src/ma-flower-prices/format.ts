import type { MaFlowerPriceRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

/**
 * The CCC's average retail price of adult-use flower by month. The file states its unit on
 * every row; the dataset's unit is USD per gram, so a row in another unit is rejected rather
 * than stored beside grams.
 */
export const maFlowerPrices = defineFormat({
  name: 'CCC average monthly price per gram of adult-use cannabis',
  source,
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
