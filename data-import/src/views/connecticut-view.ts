/** Connecticut's weekly sales as its report reads them: one part with every published week. */
import { seriesPartId, type ConnecticutWeeklyPart, type CtWeeklySalesRow } from '@cannabis-reports/contracts';
import type { BuiltView } from './built-view';

export function buildConnecticutView(rows: CtWeeklySalesRow[]): BuiltView<{ weeks: number }> {
  const weeks = [...new Map(rows.map((row) => [row.weekStart, row])).values()].sort((a, b) =>
    a.weekStart.localeCompare(b.weekStart),
  );
  const part: ConnecticutWeeklyPart = {
    weekEnd: weeks.map((row) => row.weekEnd),
    days: weeks.map((row) => row.days),
    partial: weeks.map((row) => row.partial),
    adultUseSales: weeks.map((row) => row.adultUseSales),
    medicalSales: weeks.map((row) => row.medicalSales),
    totalSales: weeks.map((row) => row.totalSales),
    adultUseProducts: weeks.map((row) => row.adultUseProducts),
    medicalProducts: weeks.map((row) => row.medicalProducts),
    totalProducts: weeks.map((row) => row.totalProducts),
    adultUseAveragePrice: weeks.map((row) => row.adultUseAveragePrice),
    medicalAveragePrice: weeks.map((row) => row.medicalAveragePrice),
    inconsistent: weeks.map((row) => row.inconsistent ?? null),
  };
  return {
    months: weeks.map((row) => row.weekStart),
    summary: { weeks: weeks.length },
    parts: new Map([[seriesPartId(), part]]),
  };
}
