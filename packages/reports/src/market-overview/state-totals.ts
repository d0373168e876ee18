/**
 * One quantity has one value: a state's monthly sales and residents are the markets pages' own,
 * chosen from the same sources by the same rules (markets/total-sales.ts: of two sources giving a
 * month, the better-ranked one's figure, so CDOR's medical plus retail over the panel's Colorado;
 * markets/per-resident.ts: the Census Bureau's estimates before the panel's copy), with the same
 * flags (an incomplete month, a market's partial opening month). The reports reading these rank
 * and compare the panel's states over the panel's months: a state or month only another source
 * gives belongs to the state pages and compare, which draw every source.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import type { StateMonthlyRow } from '@cannabis-reports/datasets';
import type { DatasetRows } from '../kit/definitions';
import { populationOf } from '../markets/per-resident';
import { panelSales } from '../markets/sources/panel-sales';
import { chooseTotal, type Sourced } from '../markets/total-sales';
import { contributionsByState, marketsView } from '../markets/view';

/** Every dataset of the markets pages but the panel's sales (the main one): any of them changes a total. */
export const TOTAL_EXTRAS: DatasetId[] = [marketsView.main, ...marketsView.extra].filter(
  (id) => id !== 'state-monthly-sales',
);

export interface StateTotalRow extends StateMonthlyRow {
  /** The month's residents (or its year's), by the markets pages' rule; null where none is held. */
  residents: number | null;
  /** Why the figure covers only part of the month (a market's opening month); absent when whole. */
  partial?: string;
}

export interface StateTotals {
  /** One row per panel state and panel month, its sales the chosen source's. */
  rows: StateTotalRow[];
  /** Per state drawing on more than one source: which source gives which months, and the rule. */
  choice: Map<string, string[]>;
  /** Per state, its opening month (flagged partial), where the first month is not a full one. */
  openings: Map<string, string>;
}

export function stateTotals(datasets: DatasetRows): StateTotals {
  const panel = datasets['state-monthly-sales'] ?? [];
  const panelRow = new Map(panel.map((row) => [`${row.state}|${row.period}`, row]));
  const rows: StateTotalRow[] = [];
  const choice = new Map<string, string[]>();
  const openings = new Map<string, string>();
  for (const [state, all] of contributionsByState(datasets)) {
    const months = new Set(panel.filter((row) => row.state === state).map((row) => row.period));
    if (months.size === 0) continue;
    // Each source's total over the panel's months alone, so the choice's words name the months shown.
    const contributions = all.map(({ total, ...entry }): Sourced => {
      const figures = new Map([...(total?.figures ?? [])].filter(([period]) => months.has(period)));
      return total && figures.size > 0 ? { ...entry, total: { ...total, figures } } : entry;
    });
    const chosen = chooseTotal(contributions);
    if (!chosen) continue;
    if (contributions.filter((entry) => entry.total).length > 1) choice.set(state, chosen.choice);
    if (chosen.opening) openings.set(state, chosen.opening);
    const countOf = populationOf(contributions);
    chosen.periods.forEach((period, index) => {
      const figure = chosen.figures[index];
      const own = panelRow.get(`${state}|${period}`);
      if (figure?.value == null || !own) return;
      // The panel's remarks on its own figure hold only where its figure is the one used.
      const fromPanel = chosen.origins[index] === panelSales.from;
      rows.push({
        period,
        state,
        sales: figure.value,
        retailers: own.retailers,
        residents: countOf('residents', period)?.value ?? null,
        ...(fromPanel && own.incomplete ? { incomplete: own.incomplete } : {}),
        ...(fromPanel && own.seriesBreak ? { seriesBreak: own.seriesBreak } : {}),
        ...(period === chosen.opening ? { partial: 'the market’s opening month' } : {}),
      });
    });
  }
  return { rows, choice, openings };
}
