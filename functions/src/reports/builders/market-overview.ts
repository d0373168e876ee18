/**
 * Multi-state market overview: monthly sales by state, year-over-year growth, and totals
 * for the chosen months. The public demo is the same report, reduced (see demo.ts).
 */
import type { ReportData } from '@cannabis-reports/contracts';
import type { StateMonthlyRow } from '@cannabis-reports/contracts';
import { clampRange, monthsBetween, roundCents, shiftMonth } from './periods';
import { listParam, monthRangeFilter, periodBounds, requireDataset, sourceOf, type ReportQuery } from './common';

function salesByStateAndMonth(months: Map<string, StateMonthlyRow[]>): Map<string, Map<string, number>> {
  const byState = new Map<string, Map<string, number>>();
  for (const [period, rows] of months) {
    for (const row of rows) {
      const series = byState.get(row.state) ?? new Map<string, number>();
      series.set(period, row.sales);
      byState.set(row.state, series);
    }
  }
  return byState;
}

export interface OverviewOptions {
  reportId: string;
  title: string;
  description: string;
  /** Fixed window (months) and state count for the reduced demo; absent for the full report. */
  reduced?: { months: number; states: number };
}

export async function marketOverview(query: ReportQuery, options: OverviewOptions): Promise<ReportData> {
  const data = await requireDataset('state-monthly-sales');
  const byState = salesByStateAndMonth(data.months);
  const allStates = [...byState.keys()].sort();
  const bounds = periodBounds(data.months);
  const range = options.reduced ? clampRange({}, bounds, options.reduced.months) : clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);

  const totalIn = (state: string) => periods.reduce((sum, period) => sum + (byState.get(state)?.get(period) ?? 0), 0);
  let states = options.reduced ? [] : listParam(query.states).filter((state) => byState.has(state));
  if (options.reduced) {
    states = [...allStates]
      .sort((a, b) => totalIn(b) - totalIn(a))
      .slice(0, options.reduced.states)
      .sort();
  } else if (states.length === 0) {
    states = allStates;
  }

  const growth = states.map((state) => {
    const series = byState.get(state)!;
    const latest = [...periods].reverse().find((period) => series.has(period));
    const current = latest ? series.get(latest)! : null;
    const yearAgo = latest ? (series.get(shiftMonth(latest, -12)) ?? null) : null;
    const change = current !== null && yearAgo ? roundCents(((current - yearAgo) / yearAgo) * 100) : null;
    return [state, latest ?? '', current, yearAgo, change] as Array<string | number | null>;
  });

  return {
    reportId: options.reportId,
    title: options.title,
    description: options.description,
    sample: data.meta.sample,
    dataAsOf: range.to,
    sources: [sourceOf(data.meta)],
    filters: options.reduced
      ? []
      : [
          monthRangeFilter(range, bounds),
          {
            kind: 'choice',
            name: 'states',
            label: 'States',
            multiple: true,
            options: allStates.map((state) => ({ value: state, label: state })),
            value: states,
          },
        ],
    sections: [
      {
        kind: 'line-chart',
        title: 'Monthly sales by state',
        unit: 'usd',
        x: periods,
        series: states.map((state) => ({
          label: state,
          values: periods.map((period) => byState.get(state)?.get(period) ?? null),
        })),
      },
      {
        kind: 'table',
        title: 'Year-over-year growth (latest month in range)',
        columns: [
          { label: 'State' },
          { label: 'Month' },
          { label: 'Sales', unit: 'usd' },
          { label: 'Same month a year before', unit: 'usd' },
          { label: 'Growth', unit: 'percent' },
        ],
        rows: growth,
      },
      {
        kind: 'bar-chart',
        title: 'Total sales in the selected months',
        unit: 'usd',
        x: states,
        series: [{ label: 'Sales', values: states.map((state) => roundCents(totalIn(state))) }],
      },
    ],
    notes: [
      'What a state total covers differs: Colorado is medical plus retail, Maryland medical dispensaries, Washington retail licensees, the others adult-use.',
      'The last months of some states may be incomplete when the source was compiled.',
    ],
  };
}
