import type { DcProductSalesRow } from './rows';
import { readReported, REPORTED } from '../publishers/dc-abca';
import { RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  { ...REPORTED, productType: 'product_type', quantity: 'total_sold', unit: 'unit', value: 'value' },
] as const;

/** Grams per unit of weight; EACH counts items, which have no weight. */
const GRAMS_PER_UNIT = { G: 1, LBS: 453.59237, EACH: null } as const;

function isUnit(text: string): text is DcProductSalesRow['unit'] {
  return Object.hasOwn(GRAMS_PER_UNIT, text);
}

/** DC medical cannabis quantity and value sold by product type and month. */
export const dcProductSales = defineFormat({
  name: 'DC ABCA medical cannabis product sales by type',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const unit = cells.required('unit').toUpperCase();
    if (!isUnit(unit)) throw new RowError(`${cells.title('unit')} is not G, LBS or EACH: "${cells.text('unit')}"`);
    const quantity = cells.amount('quantity');
    const perUnit = GRAMS_PER_UNIT[unit];
    const row: DcProductSalesRow = {
      ...readReported(cells),
      productType: cells.required('productType'),
      quantity,
      unit,
      grams: perUnit === null ? null : Math.round(quantity * perUnit * 1000) / 1000,
      value: cells.amount('value'),
    };
    // Some types are counted in another unit in some months (Infused Topical: EACH, then LBS).
    return { key: `${row.period}|${row.productType}|${unit}`, period: row.period, row };
  },
});
