/** Connecticut's weekly sales as its report reads them: one part with every full week (Sunday to Saturday). */
import { type CtWeeklySalesRow } from '@cannabis-reports/datasets';
import { seriesPartId } from '../kit/view-layout';
import { type ConnecticutWeeklyPart } from './parts';
import type { BuiltView } from '../kit/built-view';
import { mergeCtWeeks } from '../kit/connecticut-weeks';
import type { ViewDefinition } from '../kit/definitions';

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
    suspect: weeks.map((week) => week.suspect ?? null),
  };
  return {
    months: weeks.map((week) => week.weekStart),
    summary: { weeks: weeks.length },
    parts: new Map([[seriesPartId(), part]]),
  };
}

/** The view as the importer runs it: built from ct-weekly-sales. */
export const connecticutView: ViewDefinition = {
  id: 'connecticut-weekly',
  main: 'ct-weekly-sales',
  extra: [],
  build: (rows) => buildConnecticutView(rows['ct-weekly-sales']!),
};
