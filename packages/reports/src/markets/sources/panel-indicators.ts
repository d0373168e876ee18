/** The multi-state panel's other columns: population, prices, product splits, patients. */
import { byState, columnsChart, defineSource } from '../facts';

const NOTE = 'From the Cannlytics multi-state panel, compiled from the regulators’ reports.';

export const panelIndicators = defineSource({
  dataset: 'state-monthly-indicators',
  from: 'the Cannlytics multi-state panel’s monthly indicators',
  rank: 3,
  contribute: (rows) =>
    byState(rows).map(([state, own]) => {
      const residents = new Map(own.flatMap((row) => (row.population ? [[row.period, row.population] as const] : [])));
      return {
        state,
        ...(residents.size
          ? {
              population: {
                residents,
                note: 'Residents: the Census Bureau’s estimate for the year, as the panel gives it (from FRED).',
              },
            }
          : {}),
        facts: [
          ...columnsChart(
            own,
            {
              key: 'sales-by-category',
              topic: 'sales',
              kind: 'line-chart',
              unit: 'usd',
              title: 'Sales by product category, USD',
              notes: [NOTE, 'Only the categories the panel gives; they do not add up to the total.'],
            },
            [
              ['Flower', (row) => row.flowerSales],
              ['Concentrate', (row) => row.concentrateSales],
              ['Edibles', (row) => row.edibleSales],
            ],
          ),
          ...columnsChart(
            own,
            {
              key: 'price-per-gram',
              topic: 'prices',
              kind: 'line-chart',
              unit: 'usd-price',
              title: 'Average price, USD per gram',
              notes: [NOTE],
            },
            [['Average price per gram', (row) => row.averagePricePerGram]],
          ),
          ...columnsChart(
            own,
            {
              key: 'price-per-eighth',
              topic: 'prices',
              kind: 'line-chart',
              unit: 'usd-price',
              title: 'Average price, USD per eighth ounce (3.5 g)',
              notes: [NOTE],
            },
            [['Average price per eighth', (row) => row.averagePricePerEighth]],
          ),
          ...columnsChart(
            own,
            {
              key: 'price-per-item',
              topic: 'prices',
              kind: 'line-chart',
              unit: 'usd-price',
              title: 'Average price, USD per item',
              notes: [NOTE],
            },
            [['Average price per item', (row) => row.averagePricePerItem]],
          ),
          ...columnsChart(
            own,
            {
              key: 'patients',
              topic: 'other',
              kind: 'line-chart',
              unit: 'count',
              title: 'Registered patients, count',
              notes: [NOTE],
            },
            [['Patients', (row) => row.patients]],
          ),
        ],
      };
    }),
});
