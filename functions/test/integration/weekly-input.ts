import type { CtWeeklySalesRow } from '@cannabis-reports/datasets';
import type { DatasetInput } from '@cannabis-reports/data-import';

/**
 * `weeks` full weeks of Connecticut-shaped rows from Sunday 2025-01-05, for the suites that
 * import a dataset of their own: `adultUse` gives each week's adult-use sales (medical sales
 * 500, 10 adult-use and 5 medical products a week).
 */
export function weeklyInput(title: string, weeks: number, adultUse: (index: number) => number): DatasetInput {
  const rows: CtWeeklySalesRow[] = Array.from({ length: weeks }, (_, index) => {
    const start = new Date(Date.UTC(2025, 0, 5 + index * 7));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const sales = adultUse(index);
    return {
      period: day(start).slice(0, 7),
      weekStart: day(start),
      weekEnd: day(new Date(start.getTime() + 6 * 86_400_000)),
      days: 7,
      partial: false,
      adultUseSales: sales,
      medicalSales: 500,
      totalSales: sales + 500,
      adultUseProducts: 10,
      medicalProducts: 5,
      totalProducts: 15,
      adultUseAveragePrice: sales / 10,
      medicalAveragePrice: 100,
    };
  });
  return {
    meta: {
      id: 'ct-weekly-sales',
      title,
      publisher: 'Test',
      sourceUrl: 'https://example.com/weekly',
      licence: 'Test',
      sample: true,
      periodKind: 'week',
      periodFrom: rows[0].weekStart,
      periodTo: rows[rows.length - 1].weekStart,
    },
    rows,
    rejected: [],
  };
}
