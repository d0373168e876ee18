/**
 * DC's prices, one computation for every report that shows them (the prices report, DC's state
 * page): ABCA publishes no prices, so each is the value sold divided by the quantity sold of a
 * product type, per gram or per item, to the cent. A figure far outside its series is a probable
 * source error (suspect.ts): each report leaves it out, flags it and names it in a note.
 */
import type { DcProductSalesRow } from '@cannabis-reports/datasets';
import { roundCents } from './periods';
import { ratioInWords, suspectRatios } from './suspect';

export interface DcUnitPriceSeries {
  productType: string;
  /** Per period, the price; null where none is published or where the figure is suspect. */
  values: Array<number | null>;
  /** Per period, true where the figure is a probable source error (left out of `values`). */
  suspect: boolean[];
}

export interface DcUnitPrices {
  unit: 'gram' | 'item';
  periods: string[];
  series: DcUnitPriceSeries[];
  /** Each suspect figure in words, with the source's value and quantity as published. */
  suspects: string[];
}

export const DC_PRICE_NOTE =
  'The value sold divided by the quantity sold of each product type; pounds are converted at 453.59237 g.';

export const suspectsNote = (suspects: string[]) =>
  `Left out as probable source errors (flagged): ${suspects.join(' ')}`;

/** Per gram (`weight`) or per item; undefined when no product type is sold that way. */
export function dcUnitPrices(rows: DcProductSalesRow[], weight: boolean): DcUnitPrices | undefined {
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const sold = rows.filter((row) => (row.unit === 'EACH') !== weight && row.quantity > 0);
  const types = [...new Set(sold.map((row) => row.productType))].sort();
  if (types.length === 0) return undefined;
  const byKey = new Map(sold.map((row) => [`${row.period}|${row.productType}`, row]));
  const unit = weight ? 'gram' : 'item';
  const suspects: string[] = [];
  const series = types.map((productType) => {
    const figures = periods.map((period) => {
      const row = byKey.get(`${period}|${productType}`);
      return row ? roundCents(row.value / (weight ? row.grams! : row.quantity)) : null;
    });
    const ratios = suspectRatios(figures);
    ratios.forEach((ratio, index) => {
      if (ratio === null) return;
      const row = byKey.get(`${periods[index]}|${productType}`)!;
      suspects.push(
        `${periods[index]} ${productType}: $${figures[index]!.toLocaleString('en-US')} per ${unit} ($${row.value.toLocaleString('en-US')} for ${row.quantity} ${row.unit} as published), ${ratioInWords(ratio)}.`,
      );
    });
    return {
      productType,
      values: figures.map((value, index) => (ratios[index] === null ? value : null)),
      suspect: ratios.map((ratio) => ratio !== null),
    };
  });
  return { unit, periods, series, suspects };
}
