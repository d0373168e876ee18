/** WSLCB's sales by licence: the statewide total, excise tax and stores reporting, summed by month. */
import { byMonth, roundMills } from '../../kit/built-view';
import { defineSource, type Figures } from '../facts';

export const waRetailSales = defineSource({
  dataset: 'wa-retail-sales',
  from: 'WSLCB’s sales by licence',
  rank: 1,
  contribute: (rows) => {
    const months = [...byMonth(rows)].sort(([a], [b]) => a.localeCompare(b));
    const sum = (read: (row: (typeof rows)[number]) => number): Figures =>
      new Map(
        months.map(([period, own]) => [
          period,
          { value: roundMills(own.reduce((total, row) => total + read(row), 0)) },
        ]),
      );
    const note =
      'Summed over every licensee’s self-reported monthly figures (WSLCB: subject to change by late reports, corrections or audits).';
    return [
      {
        state: 'WA',
        total: { covers: 'retail licensees’ net sales (WSLCB)', figures: sum((row) => row.sales) },
        facts: [
          {
            key: 'excise',
            topic: 'tax',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Excise tax due, USD',
            series: [{ label: 'Excise tax due', figures: sum((row) => row.excise) }],
            notes: [note, 'The 37 % cannabis excise tax the licensees reported as due.'],
          },
          {
            key: 'stores-reporting',
            topic: 'licences',
            kind: 'line-chart',
            unit: 'count',
            title: 'Stores reporting sales, count',
            series: [
              {
                label: 'Stores with sales',
                figures: new Map(
                  months.map(([period, own]) => [period, { value: own.filter((row) => row.sales > 0).length }]),
                ),
              },
            ],
            notes: ['Licensed retail stores reporting sales above zero in the month.'],
          },
        ],
      },
    ];
  },
});
