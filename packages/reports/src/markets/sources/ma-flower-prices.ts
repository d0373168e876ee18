/** The Massachusetts Cannabis Control Commission's monthly average retail price of adult-use flower. */
import { columnsChart, defineSource } from '../facts';

export const maFlowerPrices = defineSource({
  dataset: 'ma-flower-prices',
  from: 'the Cannabis Control Commission’s average flower price series',
  rank: 1,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'MA',
            facts: columnsChart(
              rows,
              {
                // The panel's per-gram price for Massachusetts is a different series (computed or revised
                // differently); one key keeps the two from being shown or mixed on one page.
                key: 'price-per-gram',
                topic: 'prices',
                kind: 'line-chart',
                unit: 'usd-price',
                title: 'Average retail price of adult-use flower, USD per gram',
                notes: [
                  'From the Cannabis Control Commission’s monthly average retail price of adult-use flower.',
                  'The multi-state panel’s price per gram for Massachusetts differs from this series and is not mixed with it.',
                ],
              },
              [['Adult-use flower', (row) => row.pricePerGram]],
            ),
          },
        ]
      : [],
});
