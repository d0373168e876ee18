/**
 * Sales per resident and per retailer as the per-capita report reads them: per month, each
 * panel state's sales, residents and retailers (null where the panel has no figure), the
 * states with a retailer count, and the month the report opens on (default-month.ts).
 */
import { type StateMonthlyIndicatorsRow, type StateMonthlyRow } from '@cannabis-reports/datasets';
import { monthPartId } from '../kit/view-layout';
import { type PerCapitaMonthPart, type PerCapitaSummary } from './parts';
import { monthsOf, type BuiltView } from '../kit/built-view';
import type { ViewDefinition } from '../kit/definitions';
import { stateTotals, TOTAL_EXTRAS } from '../market-overview/state-totals';
import { defaultMonthOf, retailerStatesOf } from './default-month';

export function buildPerCapitaView(
  sales: StateMonthlyRow[],
  indicators: StateMonthlyIndicatorsRow[] = [],
  choice: Map<string, string[]> = new Map(),
): BuiltView<PerCapitaSummary> {
  const months = monthsOf(sales);
  const states = [...new Set(sales.map((row) => row.state))].sort();
  const key = (period: string, state: string) => `${period}|${state}`;
  const salesOf = new Map(sales.map((row) => [key(row.period, row.state), row]));
  const populationOf = new Map(indicators.map((row) => [key(row.period, row.state), row.population]));

  const parts = new Map<string, PerCapitaMonthPart>();
  for (const period of months) {
    const present = states.filter((state) => salesOf.has(key(period, state)));
    const part: PerCapitaMonthPart = {
      states: present,
      sales: present.map((state) => salesOf.get(key(period, state))!.sales),
      incomplete: present.map((state) => salesOf.get(key(period, state))!.incomplete ?? null),
      population: present.map((state) => populationOf.get(key(period, state)) ?? null),
      retailers: present.map((state) => salesOf.get(key(period, state))!.retailers ?? null),
    };
    parts.set(monthPartId(period), part);
  }
  const retailerStates = retailerStatesOf([...parts.values()]);
  const partOf = (period: string) => parts.get(monthPartId(period))!;
  const defaultMonth = defaultMonthOf(months, partOf, { residents: states, retailers: retailerStates });
  const sources = [...choice].flatMap(([state, texts]) => texts.map((text) => `${state}: ${text}`));
  return { months, summary: { states, retailerStates, defaultMonth, sources }, parts };
}

/**
 * The view as the importer runs it: built from state-monthly-sales and state-monthly-indicators,
 * a state's month taken from the regulator's own file where the market overview takes it (state-totals.ts).
 */
export const perCapitaView: ViewDefinition = {
  id: 'per-capita',
  // 2: the summary names the states with a retailer count (retailerStates).
  shape: 2,
  main: 'state-monthly-sales',
  extra: ['state-monthly-indicators', ...TOTAL_EXTRAS],
  build: (rows) => {
    const totals = stateTotals(rows);
    return buildPerCapitaView(totals.rows, rows['state-monthly-indicators'], totals.choice);
  },
};
