/**
 * CDOR's sales by county as statewide months, built as the Colorado report
 * builds them (colorado-counties/statewide.ts): CDOR's statewide Total row, which includes the
 * figures it withholds county by county. A month without that row has no total, so another
 * source fills it; its medical and retail cover the named counties only, flagged partial,
 * never read as the statewide figure.
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
      .map(([period, own]) => [period, statewideMonth(own)] as const);
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
              'CDOR’s statewide total, which includes the counties it withholds (NR, too few licensees) though it does not publish them one by one. A month without CDOR’s total covers the named counties only and is marked partial: the withheld counties are missing, not zero.',
            ],
          },
        ],
      },
    ];
  },
});
