/**
 * Sales per resident and per retailer as the per-capita report reads them: per month, each
 * panel state's sales and residents as the markets pages give them (state-totals.ts), the
 * panel's retailers (null where missing), why a month is incomplete or partial, the states
 * with a retailer count, and the month the report opens on (default-month.ts).
 */
import { monthPartId } from '../kit/view-layout';
import { type PerCapitaMonthPart, type PerCapitaSummary } from './parts';
import { monthsOf, type BuiltView } from '../kit/built-view';
import type { ViewDefinition } from '../kit/definitions';
import { stateTotals, TOTAL_EXTRAS, type StateTotals } from '../market-overview/state-totals';
import { defaultMonthOf, retailerStatesOf } from './default-month';

export function buildPerCapitaView({ rows: sales, choice }: StateTotals): BuiltView<PerCapitaSummary> {
  const months = monthsOf(sales);
  const states = [...new Set(sales.map((row) => row.state))].sort();
  const key = (period: string, state: string) => `${period}|${state}`;
  const salesOf = new Map(sales.map((row) => [key(row.period, row.state), row]));

  const parts = new Map<string, PerCapitaMonthPart>();
  for (const period of months) {
    const present = states.filter((state) => salesOf.has(key(period, state)));
    const rowOf = (state: string) => salesOf.get(key(period, state))!;
    const part: PerCapitaMonthPart = {
      states: present,
      sales: present.map((state) => rowOf(state).sales),
      incomplete: present.map((state) => rowOf(state).incomplete ?? null),
      partial: present.map((state) => rowOf(state).partial ?? null),
      population: present.map((state) => rowOf(state).residents),
      retailers: present.map((state) => rowOf(state).retailers ?? null),
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
 * The view as the importer runs it: the panel's states and months, each figure as the markets
 * pages give it (state-totals.ts).
 */
export const perCapitaView: ViewDefinition = {
  id: 'per-capita',
  // 3: a month's partial figures (a market's opening month) say why; residents are the markets pages'.
  shape: 3,
  main: 'state-monthly-sales',
  extra: TOTAL_EXTRAS,
  build: (rows) => buildPerCapitaView(stateTotals(rows)),
};
