import type { OrPricesRow } from '@cannabis-reports/contracts';
import { defineFormat } from './define-format';
import { requireSomeFigure } from './row-cells';

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
  meta: {
    id: 'or-prices',
    title: 'Oregon cannabis prices and sales by product type',
    publisher: 'Oregon Liquor and Cannabis Commission (OLCC), compiled by Cannlytics',
    sourceUrl: 'https://www.oregon.gov/olcc/marijuana/Pages/Marijuana-Market-Data.aspx',
    licence:
      'MIT, "Copyright (c) 2021-2022 Cannlytics" (the compilation); the facts are OLCC public records. Attribute OLCC.',
    sample: false,
    cadence: 'Monthly (OLCC dashboard); this compilation ends with 2021-03 and is not updated',
    units:
      'Sales in USD; retail prices in USD per gram; wholesale prices in USD per pound (the concentrate unit is not stated, inferred from the figures)',
  },
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
