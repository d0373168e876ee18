import type { StateMonthlyIndicatorsRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { requireSomeFigure } from '../kit/row-cells';
import { source } from './source';

const INDICATORS = {
  date: 'date',
  state: 'state',
  population: 'population',
  retailersPerCapita: 'retailers_per_capita',
  salesPerRetailer: 'sales_per_retailer',
  pricePerItem: 'avg_price_per_item',
  pricePerGram: 'avg_price_per_gram',
  flowerSales: 'flower_sales',
  concentrateSales: 'concentrate_sales',
  edibleSales: 'edible_sales',
  flowerQuantity: 'flower_quantity',
  infusedProducts: 'infused_products_ea',
  vapeProducts: 'vape_products_ea',
  totalQuantity: 'total_quantity_ea',
  patients: 'patients',
} as const;

const LAYOUTS = [
  // The panel as compiled (sheet `Data`, and its CSV conversion) spells "eighth" "eigth".
  { ...INDICATORS, pricePerEighth: 'avg_price_per_eigth' },
  { ...INDICATORS, pricePerEighth: 'avg_price_per_eighth' },
] as const;

/**
 * The multi-state panel's columns besides sales and retailers, read from the same file as
 * `state-monthly-sales` (both formats read its header), as a dataset of their own: the
 * sales dataset keeps its shape, and a report joins the two on month and state. Months the
 * panel compiled before a state's figures were complete (MA 2021-11 and 2021-12) carry
 * their flag in `state-monthly-sales`.
 */
export const stateMonthlyIndicators = defineFormat({
  name: 'multi-state monthly panel: population, per-retailer, price and quantity columns',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = cells.month('date', 'last');
    const state = cells.text('state');
    if (!/^[A-Z]{2}$/.test(state))
      throw new RowError(`${cells.title('state')} is not a two-letter state code: "${state}"`);
    const row: StateMonthlyIndicatorsRow = {
      period,
      state,
      population: cells.optionalCount('population'),
      retailersPerCapita: cells.optionalAmount('retailersPerCapita'),
      salesPerRetailer: cells.optionalAmount('salesPerRetailer'),
      averagePricePerItem: cells.optionalAmount('pricePerItem'),
      averagePricePerEighth: cells.optionalAmount('pricePerEighth'),
      averagePricePerGram: cells.optionalAmount('pricePerGram'),
      flowerSales: cells.optionalAmount('flowerSales'),
      concentrateSales: cells.optionalAmount('concentrateSales'),
      edibleSales: cells.optionalAmount('edibleSales'),
      flowerQuantity: cells.optionalAmount('flowerQuantity'),
      infusedProducts: cells.optionalCount('infusedProducts'),
      vapeProducts: cells.optionalCount('vapeProducts'),
      totalQuantity: cells.optionalCount('totalQuantity'),
      patients: cells.optionalCount('patients'),
    };
    requireSomeFigure(row);
    return { key: `${period}|${state}`, period, row };
  },
});
