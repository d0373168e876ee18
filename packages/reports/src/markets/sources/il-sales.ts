/** IDFPR's adult-use sales as Cannlytics transcribed them: total, residents and non-residents, items sold. */
import { columnsChart, defineSource, figuresOf } from '../facts';

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
