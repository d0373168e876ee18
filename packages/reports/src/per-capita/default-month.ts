/**
 * The month the per-capita report opens on. A month in which most bars of a chart say 'not
 * published' or 'incomplete' ranks a few states and reads as a ranking of all, so the report
 * opens on the latest month in which at least half (LEAST_SHARE) of each chart's states have a
 * ranked figure: sales that are published and complete, and the count they are divided by
 * (residents for the per-resident chart; retailers for the per-retailer chart, whose states
 * are those the sources give a retailer count for in some month). When no month qualifies, it
 * opens on the month with the most ranked figures, the latest of equals. Only the month is
 * chosen here: every figure is the sources' own.
 */
import type { PerCapitaMonthPart } from './parts';

export const LEAST_SHARE = 0.5;

type Divisor = 'population' | 'retailers';

/** The states of a month with a ranked figure per resident or per retailer. */
export function rankedIn(part: PerCapitaMonthPart, divisor: Divisor): string[] {
  return part.states.filter(
    (_, index) =>
      part.sales[index] !== null && !part.incomplete[index] && !part.partial?.[index] && Boolean(part[divisor][index]),
  );
}

/** The states the sources give a retailer count for in some month. */
export function retailerStatesOf(parts: PerCapitaMonthPart[]): string[] {
  const counted = new Set(parts.flatMap((part) => part.states.filter((_, index) => part.retailers[index] !== null)));
  return [...counted].sort();
}

export function defaultMonthOf(
  months: string[],
  partOf: (period: string) => PerCapitaMonthPart,
  charts: { residents: string[]; retailers: string[] },
): string {
  const counts = (period: string) => [
    { ranked: rankedIn(partOf(period), 'population').length, of: charts.residents.length },
    { ranked: rankedIn(partOf(period), 'retailers').length, of: charts.retailers.length },
  ];
  const newestFirst = [...months].reverse();
  const qualifies = (period: string) =>
    counts(period).every(({ ranked, of }) => of === 0 || ranked >= of * LEAST_SHARE);
  const most = (period: string) => counts(period).reduce((sum, { ranked }) => sum + ranked, 0);
  return (
    newestFirst.find(qualifies) ??
    newestFirst.reduce((best, period) => (most(period) > most(best) ? period : best), newestFirst[0])
  );
}
