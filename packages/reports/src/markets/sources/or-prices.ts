/** OLCC's market figures as Cannlytics compiled them: sales by product type and prices. */
import { columnsChart, defineSource } from '../facts';

const NOTE = 'From OLCC’s market data as Cannlytics compiled it.';

export const orPrices = defineSource({
  dataset: 'or-prices',
  from: 'OLCC’s market data, compiled by Cannlytics',
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'OR',
            facts: [
              ...columnsChart(
                rows,
                {
                  key: 'sales-by-category',
                  topic: 'sales',
                  kind: 'line-chart',
                  unit: 'usd',
                  title: 'Sales by product category, USD',
                  notes: [
                    NOTE,
                    'Flower and concentrate only: the other categories are not published, so they do not add up to the total.',
                  ],
                },
                [
                  ['Flower', (row) => row.flowerSales],
                  ['Concentrate', (row) => row.concentrateSales],
                ],
              ),
              ...columnsChart(
                rows,
                {
                  key: 'price-per-gram',
                  topic: 'prices',
                  kind: 'line-chart',
                  unit: 'usd-price',
                  title: 'Retail price, USD per gram',
                  notes: [NOTE],
                },
                [
                  ['Flower', (row) => row.retailFlowerPrice],
                  ['Concentrate', (row) => row.retailConcentratePrice],
                ],
              ),
              ...columnsChart(
                rows,
                {
                  key: 'wholesale-price-per-pound',
                  topic: 'prices',
                  kind: 'line-chart',
                  unit: 'usd-price',
                  title: 'Wholesale price, USD per pound',
                  notes: [
                    NOTE,
                    'The compilation states no unit for wholesale concentrate; its figures are per-gram prices × 453.6, so per pound.',
                  ],
                },
                [
                  ['Flower', (row) => row.wholesaleFlowerPrice],
                  ['Concentrate', (row) => row.wholesaleConcentratePrice],
                ],
              ),
            ],
          },
        ]
      : [],
});
