import type { OrPricesRow } from './rows';
import { defineFormat } from '../kit/define-format';
import { requireSomeFigure } from '../kit/row-cells';
import { source } from './source';

/** Sheet `data` of the workbook, and its CSV conversion: the same titles. */
const LAYOUTS = [
  {
    date: 'date',
    flowerSales: 'flower_sales',
    concentrateSales: 'concentrate_sales',
    retailFlower: 'retail_flower_price',
    retailConcentrate: 'retail_concentrate_price',
    wholesaleFlower: 'wholesale_flower_price',
    wholesaleConcentrate: 'wholesale_concentrate_price',
  },
] as const;

/**
 * Cannlytics' monthly table of the OLCC dashboards: prices and sales by product type. Its
 * total_sales column repeats OLCC's statewide sales (`or-sales`, from OLCC's own export), so
 * it is not read here.
 */
export const orPrices = defineFormat({
  name: 'OLCC market prices and product sales (Cannlytics compilation)',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = cells.month('date', 'first');
    const row: OrPricesRow = {
      period,
      flowerSales: cells.optionalAmount('flowerSales'),
      concentrateSales: cells.optionalAmount('concentrateSales'),
      retailFlowerPrice: cells.optionalAmount('retailFlower'),
      retailConcentratePrice: cells.optionalAmount('retailConcentrate'),
      wholesaleFlowerPrice: cells.optionalAmount('wholesaleFlower'),
      wholesaleConcentratePrice: cells.optionalAmount('wholesaleConcentrate'),
    };
    requireSomeFigure(row);
    return { key: period, period, row };
  },
});
