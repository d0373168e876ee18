/**
 * DC's price series: ABCA publishes no prices, so each is the value sold divided by the
 * quantity sold of a product type, per gram or per item. A figure far outside its series is
 * a probable source error (kit/suspect.ts): left out of the chart, flagged, and given in a note.
 */
import type { DcProductSalesRow } from '@cannabis-reports/datasets';
import { ratioInWords, suspectRatios } from '../kit/suspect';
import type { PriceStatePart } from './parts';

type Chart = PriceStatePart['charts'][number];

const cents = (value: number) => Math.round(value * 100) / 100;

export function dcPriceCharts(dcProducts: DcProductSalesRow[]): Chart[] {
  const periods = [...new Set(dcProducts.map((row) => row.period))].sort();
  const note =
    'From ABCA’s medical cannabis program reports: the value sold divided by the quantity sold of each product type; pounds are converted at 453.59237 g.';
  const perUnit = (title: string, weight: boolean): Chart | undefined => {
    const rows = dcProducts.filter((row) => (row.unit === 'EACH') !== weight && row.quantity > 0);
    const types = [...new Set(rows.map((row) => row.productType))].sort();
    if (types.length === 0) return undefined;
    const byKey = new Map(rows.map((row) => [`${row.period}|${row.productType}`, row]));
    const unit = weight ? 'gram' : 'item';
    const priceOf = (row: DcProductSalesRow) => cents(row.value / (weight ? row.grams! : row.quantity));
    const suspects: string[] = [];
    const series = types.map((type) => {
      const figures = periods.map((period) => {
        const row = byKey.get(`${period}|${type}`);
        return row ? priceOf(row) : null;
      });
      const ratios = suspectRatios(figures);
      ratios.forEach((ratio, index) => {
        if (ratio === null) return;
        const row = byKey.get(`${periods[index]}|${type}`)!;
        suspects.push(
          `${periods[index]} ${type}: $${figures[index]!.toLocaleString('en-US')} per ${unit} ($${row.value.toLocaleString('en-US')} for ${row.quantity} ${row.unit} as published), ${ratioInWords(ratio)}.`,
        );
      });
      const flagged = ratios.some((ratio) => ratio !== null);
      return {
        label: type,
        values: figures.map((value, index) => (ratios[index] === null ? value : null)),
        ...(flagged ? { flags: ratios.map((ratio) => (ratio === null ? null : ('suspect' as const))) } : {}),
      };
    });
    return {
      title,
      periodKind: 'month',
      periods,
      series,
      notes: [
        note,
        ...(suspects.length ? [`Left out as probable source errors (flagged): ${suspects.join(' ')}`] : []),
      ],
    };
  };
  return [
    perUnit('Medical product sales per gram, USD per gram', true),
    perUnit('Medical product sales per item, USD per item', false),
  ].filter((chart): chart is Chart => chart !== undefined);
}
