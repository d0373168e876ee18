/** IDFPR's adult-use sales as Cannlytics transcribed them: total, residents and non-residents, items sold. */
import type { IlSalesRow } from '@cannabis-reports/datasets';
import { columnsChart, defineSource, figuresOf } from '../facts';

/** Non-residents' sales as a percentage of residents' and non-residents' together, to two decimals. */
function nonResidentShare(row: IlSalesRow): number | null {
  if (row.inStateSales === null || row.outOfStateSales === null) return null;
  const both = row.inStateSales + row.outOfStateSales;
  return both > 0 ? Math.round((row.outOfStateSales / both) * 10_000) / 100 : null;
}

export const ilSales = defineSource({
  dataset: 'il-sales',
  from: 'IDFPR’s monthly adult-use sales, transcribed by Cannlytics',
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'IL',
            total: {
              covers: 'adult-use sales (IDFPR)',
              figures: figuresOf(
                rows,
                (row) => row.period,
                (row) => row.totalSales,
              ),
            },
            facts: [
              ...columnsChart(
                rows,
                {
                  key: 'sales-by-residency',
                  topic: 'sales',
                  kind: 'line-chart',
                  unit: 'usd',
                  title: 'Sales by buyer residency, USD',
                  headline: true,
                },
                [
                  ['Illinois residents', (row) => row.inStateSales],
                  ['Non-residents', (row) => row.outOfStateSales],
                ],
              ),
              // Illinois sells much to visitors: their share is a figure of its own, not read off two lines.
              ...columnsChart(
                rows,
                {
                  key: 'non-resident-share',
                  topic: 'sales',
                  kind: 'line-chart',
                  unit: 'percent',
                  title: 'Share of sales to non-residents, %',
                },
                [['Non-residents', nonResidentShare]],
              ),
              ...columnsChart(
                rows,
                { key: 'items-sold', topic: 'other', kind: 'bar-chart', unit: 'count', title: 'Items sold, count' },
                [['Items sold', (row) => row.items]],
              ),
            ],
            notes: ['IDFPR revises its figures later; these are as of November 2021.'],
          },
        ]
      : [],
});
