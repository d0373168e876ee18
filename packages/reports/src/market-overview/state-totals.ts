/**
 * One quantity has one value: the panel's monthly totals, with a state's month taken from the
 * regulator's own file wherever the markets report takes it from there, by the same rule
 * (markets/total-sales.ts: of two sources giving a month, the better-ranked one's figure).
 * The sources read here are the panel and OLCC's statewide sales file (or-sales), whose
 * March 2021 differs from the panel's; every other month they share is equal to the dollar.
 */
import type { StateMonthlyRow } from '@cannabis-reports/datasets';
import type { DatasetRows } from '../kit/definitions';
import type { MarketSource } from '../markets/facts';
import { orSales } from '../markets/sources/or-sales';
import { panelSales } from '../markets/sources/panel-sales';
import { chooseTotal } from '../markets/total-sales';
import { contributionsByState } from '../markets/view';

/** The panel first: its rows carry the retailers, incomplete months and breaks. */
const TOTAL_SOURCES: readonly MarketSource[] = [panelSales, orSales];

/** The datasets the totals read besides the panel. */
export const TOTAL_EXTRAS = TOTAL_SOURCES.slice(1).map((source) => source.dataset);

export interface StateTotals {
  /** One row per state and month, its sales the chosen source's. */
  rows: StateMonthlyRow[];
  /** Per state drawing on more than one source: which source gives which months, and the rule. */
  choice: Map<string, string[]>;
}

export function stateTotals(datasets: DatasetRows): StateTotals {
  const panel = datasets['state-monthly-sales'] ?? [];
  const byState = contributionsByState(datasets, TOTAL_SOURCES);
  const panelRow = new Map(panel.map((row) => [`${row.state}|${row.period}`, row]));
  const rows: StateMonthlyRow[] = [];
  const choice = new Map<string, string[]>();
  for (const [state, contributions] of byState) {
    const chosen = chooseTotal(contributions);
    if (!chosen) continue;
    if (contributions.filter((entry) => entry.total).length > 1) choice.set(state, chosen.choice);
    chosen.periods.forEach((period, index) => {
      const figure = chosen.figures[index];
      if (figure?.value == null) return;
      const own = panelRow.get(`${state}|${period}`);
      // The panel's remarks on its own figure hold only where its figure is the one used.
      const fromPanel = chosen.origins[index] === panelSales.from;
      rows.push({
        period,
        state,
        sales: figure.value,
        retailers: own?.retailers ?? null,
        ...(fromPanel && own?.incomplete ? { incomplete: own.incomplete } : {}),
        ...(fromPanel && own?.seriesBreak ? { seriesBreak: own.seriesBreak } : {}),
      });
    });
  }
  return { rows, choice };
}
