/**
 * Connecticut DCP's weekly sales as months: DCP cuts a week at a month's
 * end into two rows, so every row lies in one month and a month is the sum of its rows. A
 * month whose rows do not cover all its days (the file's first month, or the newest before
 * it ends) is flagged partial and never compared. Prices stay weekly, as DCP publishes them.
 */
import type { FigureFlag } from '@cannabis-reports/contracts';
import type { CtWeeklySalesRow } from '@cannabis-reports/datasets';
import { byMonth } from '../../kit/built-view';
import { suspectCtNote, suspectCtRows, withoutSuspectCounts } from '../../kit/connecticut-suspect';
import { CT_WEEKS_NOTE, mergeCtWeeks, sumRows } from '../../kit/connecticut-weeks';
import { defineSource, type Figures } from '../facts';

const daysIn = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0)).getUTCDate();

export const ctWeeklySales = defineSource({
  dataset: 'ct-weekly-sales',
  from: 'Connecticut DCP’s weekly sales',
  rank: 1,
  contribute: (published) => {
    if (published.length === 0) return [];
    const unique = [...new Map(published.map((row) => [row.weekEnd, row])).values()];
    // DCP's counts that are probable source errors are left out: a month's sum would carry them.
    const suspect = suspectCtRows(unique);
    const rows = withoutSuspectCounts(unique, suspect);
    const months = [...byMonth(rows)].sort(([a], [b]) => a.localeCompare(b));
    const flagOf = (period: string, own: CtWeeklySalesRow[], value: number | null): { flag?: FigureFlag } =>
      value === null && own.some((row) => suspect.has(row.weekEnd))
        ? { flag: 'suspect' }
        : partial.get(period)
          ? { flag: 'partial' }
          : {};
    const partial = new Map(
      months.map(([period, own]) => [period, own.reduce((days, row) => days + row.days, 0) < daysIn(period)]),
    );
    const monthly = (read: (row: CtWeeklySalesRow) => number | null): Figures =>
      new Map(
        months.map(([period, own]) => {
          const value = sumRows(own, read);
          return [period, { value, ...flagOf(period, own, value) }];
        }),
      );
    const partialMonths = months.filter(([period]) => partial.get(period));
    const suspectNote = suspectCtNote([...suspect.values()]);
    const weeks = mergeCtWeeks(published);
    const weekFlag = (week: (typeof weeks)[number], value: number | null): { flag?: FigureFlag } =>
      week.suspect && value === null ? { flag: 'suspect' } : week.partial ? { flag: 'partial' } : {};
    const weekly = (read: (week: (typeof weeks)[number]) => number | null): Figures =>
      new Map(weeks.map((week) => [week.weekStart, { value: read(week), ...weekFlag(week, read(week)) }]));
    return [
      {
        state: 'CT',
        total: {
          covers: 'adult-use plus medical retail sales, excluding taxes (DCP)',
          figures: monthly((row) => row.totalSales),
        },
        facts: [
          {
            key: 'sales-by-customer-type',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by customer type, USD',
            headline: true,
            series: [
              { label: 'Adult-use', figures: monthly((row) => row.adultUseSales) },
              { label: 'Medical', figures: monthly((row) => row.medicalSales) },
            ],
            notes: [
              'Each month is the sum of DCP’s weekly rows dated in it (DCP cuts a week at a month’s end, so each row lies in one month).',
            ],
          },
          {
            key: 'products-sold',
            topic: 'other',
            kind: 'bar-chart',
            unit: 'count',
            title: 'Products sold per month, count',
            series: [
              { label: 'Adult-use', figures: monthly((row) => row.adultUseProducts) },
              { label: 'Medical', figures: monthly((row) => row.medicalProducts) },
            ],
            notes: suspectNote,
          },
          {
            key: 'price-per-product',
            topic: 'prices',
            kind: 'line-chart',
            unit: 'usd-price',
            title: 'Average product price by week, USD per product',
            series: [
              { label: 'Adult-use', figures: weekly((week) => week.adultUseAveragePrice) },
              { label: 'Medical', figures: weekly((week) => week.medicalAveragePrice) },
            ],
            notes: [`DCP’s average product price, week by week. ${CT_WEEKS_NOTE}`, ...suspectNote],
          },
        ],
        notes: [
          'DCP calls its weekly figures preliminary.',
          ...partialMonths.map(
            ([period, own]) =>
              `${period}: partial month, DCP’s rows cover ${own.reduce((days, row) => days + row.days, 0)} of its ${daysIn(period)} days.`,
          ),
        ],
      },
    ];
  },
});
