/**
 * CDOR's sales by county as statewide months, built as the Colorado report
 * builds them (colorado-counties/statewide.ts): the total where CDOR gives it (its statewide
 * row, or the named counties plus its remainder of the withheld ones), else none, so another
 * source fills the month. Medical and retail where the withheld counties' remainder is not
 * published cover the named counties only: flagged partial, never read as the statewide figure.
 */
import { byMonth } from '../../kit/built-view';
import { statewideMonth } from '../../colorado-counties/statewide';
import { defineSource, type Figures } from '../facts';

export const coCountySales = defineSource({
  dataset: 'co-county-sales',
  from: 'CDOR’s sales by county',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const months = [...byMonth(rows)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, own]) => [period, statewideMonth(own, undefined)] as const);
    const figures = (
      read: (month: (typeof months)[number][1]) => { value: number | null; partial?: boolean },
    ): Figures =>
      new Map(
        months.map(([period, month]) => {
          const { value, partial } = read(month);
          return [period, { value, ...(partial ? { flag: 'partial' as const } : {}) }];
        }),
      );
    return [
      {
        state: 'CO',
        total: { covers: 'medical plus retail sales (CDOR)', figures: figures((month) => ({ value: month.total })) },
        facts: [
          {
            key: 'sales-by-customer-type',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by store type, USD',
            headline: true,
            series: [
              {
                label: 'Medical',
                figures: figures((month) => ({ value: month.medical, partial: month.medicalPartial })),
              },
              { label: 'Retail', figures: figures((month) => ({ value: month.retail, partial: month.retailPartial })) },
            ],
            notes: [
              'Summed over CDOR’s counties. CDOR withholds (NR) the counties with too few licensees; where it does not publish their remainder the month covers the named counties only and is marked partial: the withheld counties are missing, not zero.',
            ],
          },
        ],
      },
    ];
  },
});
