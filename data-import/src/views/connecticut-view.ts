/** Connecticut's weekly sales as its report reads them: one part with every full week (Sunday to Saturday). */
import { seriesPartId, type ConnecticutWeeklyPart, type CtWeeklySalesRow } from '@cannabis-reports/contracts';
import type { BuiltView } from './built-view';
import { mergeCtWeeks } from './ct-weeks';

export function buildConnecticutView(rows: CtWeeklySalesRow[]): BuiltView<{ weeks: number }> {
  const weeks = mergeCtWeeks(rows);
  const part: ConnecticutWeeklyPart = {
    weekEnd: weeks.map((week) => week.weekEnd),
    days: weeks.map((week) => week.days),
    partial: weeks.map((week) => week.partial),
    adultUseSales: weeks.map((week) => week.adultUseSales),
    medicalSales: weeks.map((week) => week.medicalSales),
    totalSales: weeks.map((week) => week.totalSales),
    adultUseProducts: weeks.map((week) => week.adultUseProducts),
    medicalProducts: weeks.map((week) => week.medicalProducts),
    totalProducts: weeks.map((week) => week.totalProducts),
    adultUseAveragePrice: weeks.map((week) => week.adultUseAveragePrice),
    medicalAveragePrice: weeks.map((week) => week.medicalAveragePrice),
    inconsistent: weeks.map((week) => week.inconsistent ?? null),
  };
  return {
    months: weeks.map((week) => week.weekStart),
    summary: { weeks: weeks.length },
    parts: new Map([[seriesPartId(), part]]),
  };
}
