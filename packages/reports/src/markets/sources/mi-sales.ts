/** Michigan's medical (MMFLA) program figures as Cannlytics transcribed them. */
import { columnsChart, defineSource, figuresOf } from '../facts';

export const miSales = defineSource({
  dataset: 'mi-sales',
  from: 'the MRA monthly reports’ METRC figures, transcribed by Cannlytics',
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'MI',
            total: {
              covers: 'medical (MMFLA) program sales only; adult-use sales are not in the data',
              figures: figuresOf(
                rows,
                (row) => row.period,
                (row) => row.sales,
              ),
            },
            facts: columnsChart(
              rows,
              {
                key: 'quantity-sold',
                topic: 'other',
                kind: 'line-chart',
                unit: 'count',
                title: 'Medical cannabis sold, pounds',
              },
              [['Pounds sold', (row) => row.pounds]],
            ),
          },
        ]
      : [],
});
