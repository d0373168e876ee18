/** OLCC's statewide sales trend: Oregon's monthly recreational sales. */
import { defineSource, figuresOf } from '../facts';

export const orSales = defineSource({
  dataset: 'or-sales',
  from: 'OLCC’s statewide sales file',
  rank: 1,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'OR',
            total: {
              covers: 'recreational retail sales (OLCC)',
              figures: figuresOf(
                rows,
                (row) => row.period,
                (row) => row.sales,
              ),
            },
          },
        ]
      : [],
});
