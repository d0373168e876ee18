/**
 * DC ABCA's medical cannabis program reports, as Michael Johnson transcribed them: one source
 * per table. DC's total is the dispensaries' sales (to patients); cultivation centres and
 * manufacturers sell to the trade, so their sales are shown apart and never added to it. Prices
 * are the prices report's own, probable source errors flagged alike (kit/dc-unit-prices.ts).
 */
import { DC_PRICE_NOTE, dcUnitPrices, suspectsNote } from '../../kit/dc-unit-prices';
import { columnsChart, defineSource, figuresOf, type ChartFact, type Figure } from '../facts';

const FROM = 'DC ABCA’s medical cannabis program reports, transcribed by Michael Johnson';

/** One series per value of `label`, its figure per month. */
function seriesBy<Row extends { period: string }>(
  rows: Row[],
  label: (row: Row) => string,
  value: (row: Row) => number | null,
): ChartFact['series'] {
  return [...new Set(rows.map(label))].sort().map((name) => ({
    label: name,
    figures: figuresOf(
      rows.filter((row) => label(row) === name),
      (row) => row.period,
      value,
    ),
  }));
}

export const dcSales = defineSource({
  dataset: 'dc-sales',
  from: `${FROM}: sales by month and seller type`,
  rank: 2,
  contribute: (rows) => {
    const dispensaries = rows.filter((row) => row.source === 'Dispensaries');
    if (rows.length === 0) return [];
    return [
      {
        state: 'DC',
        ...(dispensaries.length
          ? {
              total: {
                covers: 'medical dispensaries’ sales to patients (ABCA)',
                figures: figuresOf(
                  dispensaries,
                  (row) => row.period,
                  (row) => row.sales,
                ),
              },
            }
          : {}),
        facts: [
          {
            key: 'sales-by-seller',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by seller type, USD',
            series: seriesBy(
              rows,
              (row) => row.source,
              (row) => row.sales,
            ),
            notes: ['Cultivation centres and manufacturers sell to the trade: their sales are not part of the total.'],
          },
        ],
      },
    ];
  },
});

export const dcProductSales = defineSource({
  dataset: 'dc-product-sales',
  from: `${FROM}: sales by product type`,
  rank: 2,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    // The prices as the prices report gives them: a probable source error is left out and flagged.
    const pricesOf = (weight: boolean) => {
      const prices = dcUnitPrices(rows, weight);
      if (!prices) return { series: [], notes: [DC_PRICE_NOTE] };
      const series: ChartFact['series'] = prices.series.map((entry) => ({
        label: entry.productType,
        figures: new Map(
          prices.periods.flatMap((period, index): Array<[string, Figure]> => {
            if (entry.suspect[index]) return [[period, { value: null, flag: 'suspect' }]];
            const value = entry.values[index];
            return value === null ? [] : [[period, { value }]];
          }),
        ),
      }));
      return { series, notes: [DC_PRICE_NOTE, ...(prices.suspects.length ? [suspectsNote(prices.suspects)] : [])] };
    };
    const [perGram, perItem] = [pricesOf(true), pricesOf(false)];
    return [
      {
        state: 'DC',
        facts: [
          {
            key: 'sales-by-category',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by product type, USD',
            series: seriesBy(
              rows,
              (row) => row.productType,
              (row) => row.value,
            ),
            notes: ['New product types appear from late 2023 and are not back-filled.'],
          },
          {
            key: 'price-per-gram',
            topic: 'prices',
            kind: 'line-chart',
            unit: 'usd-price',
            title: 'Sales per gram by product type, USD per gram',
            ...perGram,
          },
          {
            key: 'price-per-item',
            topic: 'prices',
            kind: 'line-chart',
            unit: 'usd-price',
            title: 'Sales per item by product type, USD per item',
            ...perItem,
          },
        ].filter((fact) => fact.series.length > 0) as ChartFact[],
      },
    ];
  },
});

export const dcPatients = defineSource({
  dataset: 'dc-patients',
  from: `${FROM}: patients, transactions and sales by residency`,
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'DC',
            facts: [
              {
                key: 'sales-by-residency',
                topic: 'sales',
                kind: 'line-chart',
                unit: 'usd',
                title: 'Dispensary sales by patient residency, USD',
                headline: true,
                series: seriesBy(
                  rows,
                  (row) => row.residency,
                  (row) => row.sales,
                ),
              },
            ],
          },
        ]
      : [],
});

export const dcParticipation = defineSource({
  dataset: 'dc-participation',
  from: `${FROM}: program participation`,
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'DC',
            facts: columnsChart(
              rows,
              {
                key: 'patients',
                topic: 'other',
                kind: 'line-chart',
                unit: 'count',
                title: 'Registered patients, count',
              },
              [['Patients', (row) => row.patients]],
            ),
          },
        ]
      : [],
});
