/**
 * The multi-state panel as the market overview reads it: one series part. A state's month is
 * the regulator's own figure where the markets report takes it from there, flagged as there
 * (state-totals.ts).
 */
import type { StateMonthlyRow } from '@cannabis-reports/datasets';
import type { StateSeriesPart } from './parts';
import { seriesPartId } from '../kit/view-layout';
import { monthsOf, type BuiltView } from '../kit/built-view';
import type { ViewDefinition } from '../kit/definitions';
import { stateTotals, TOTAL_EXTRAS } from './state-totals';

export function buildStateMonthlyView(
  rows: StateMonthlyRow[],
  choice: Map<string, string[]> = new Map(),
  openings: Map<string, string> = new Map(),
): BuiltView<{ states: string[] }> {
  const months = monthsOf(rows);
  const states = [...new Set(rows.map((row) => row.state))].sort();
  const series: StateSeriesPart = {
    states: states.map((state) => {
      const own = new Map(rows.filter((row) => row.state === state).map((row) => [row.period, row]));
      const ownRows = [...own.values()].sort((a, b) => a.period.localeCompare(b.period));
      return {
        state,
        sales: months.map((period) => own.get(period)?.sales ?? null),
        incomplete: ownRows.flatMap((row) => (row.incomplete ? [{ period: row.period, reason: row.incomplete }] : [])),
        breaks: ownRows.flatMap((row) => (row.seriesBreak ? [{ period: row.period, text: row.seriesBreak }] : [])),
        opening: openings.get(state) ?? null,
        choice: choice.get(state) ?? [],
      };
    }),
  };
  return { months, summary: { states }, parts: new Map([[seriesPartId(), series]]) };
}

/** The view as the importer runs it: built from state-monthly-sales, and the regulators' files that replace its months. */
export const stateMonthlyView: ViewDefinition = {
  id: 'state-monthly',
  main: 'state-monthly-sales',
  extra: TOTAL_EXTRAS,
  build: (rows) => {
    const totals = stateTotals(rows);
    return buildStateMonthlyView(totals.rows, totals.choice, totals.openings);
  },
};
