/**
 * DC's price series as the prices report draws them: the prices and their probable source
 * errors as every report gives them (kit/dc-unit-prices.ts), a suspect figure left out and flagged.
 */
import type { DcProductSalesRow } from '@cannabis-reports/datasets';
import { DC_PRICE_NOTE, dcUnitPrices, suspectsNote } from '../kit/dc-unit-prices';
import type { PriceStatePart } from './parts';

type Chart = PriceStatePart['charts'][number];

export function dcPriceCharts(dcProducts: DcProductSalesRow[]): Chart[] {
  const perUnit = (title: string, weight: boolean): Chart | undefined => {
    const prices = dcUnitPrices(dcProducts, weight);
    if (!prices) return undefined;
    return {
      title,
      periodKind: 'month',
      periods: prices.periods,
      series: prices.series.map((series) => ({
        label: series.productType,
        values: series.values,
        ...(series.suspect.some(Boolean)
          ? { flags: series.suspect.map((suspect) => (suspect ? ('suspect' as const) : null)) }
          : {}),
      })),
      notes: [
        `From ABCA’s medical cannabis program reports: ${DC_PRICE_NOTE.charAt(0).toLowerCase()}${DC_PRICE_NOTE.slice(1)}`,
        ...(prices.suspects.length ? [suspectsNote(prices.suspects)] : []),
      ],
    };
  };
  return [
    perUnit('Medical product sales per gram, USD per gram', true),
    perUnit('Medical product sales per item, USD per item', false),
  ].filter((chart): chart is Chart => chart !== undefined);
}
