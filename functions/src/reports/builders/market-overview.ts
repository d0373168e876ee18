/**
 * Multi-state market overview: monthly sales by state, year-over-year growth, and totals
 * for the chosen months. The public demo is the same report, reduced.
 */
import {
  formatMonth,
  seriesPartId,
  type ChartAnnotation,
  type FigureFlag,
  type ReportData,
  type StateSeriesPart,
} from '@cannabis-reports/contracts';
import { clampRange, monthsBetween, roundCents } from './periods';
import {
  alignTo,
  listParam,
  monthRangeFilter,
  periodBounds,
  requireParts,
  requireView,
  sourceOf,
  type ReportQuery,
} from './common';
import { yearOverYearRows, type StateFigures } from './year-over-year';

export interface OverviewOptions {
  reportId: string;
  title: string;
  description: string;
  /** Fixed window (months) and state count for the reduced demo; absent for the full report. */
  reduced?: { months: number; states: number };
}

type StateSeries = StateSeriesPart['states'][number];

function figuresOf(series: StateSeries, months: string[]): StateFigures {
  const index = new Map(months.map((period, position) => [period, position]));
  const incomplete = new Set(series.incomplete.map((entry) => entry.period));
  return {
    state: series.state,
    value: (period) => series.sales[index.get(period) ?? -1] ?? null,
    incomplete: (period) => incomplete.has(period),
  };
}

export async function marketOverview(query: ReportQuery, options: OverviewOptions): Promise<ReportData> {
  const pointer = await requireView<{ states: string[] }>('state-monthly');
  const part = (await requireParts(pointer, [seriesPartId()])).get(seriesPartId()) as StateSeriesPart;
  const byState = new Map(part.states.map((series) => [series.state, series]));
  const allStates = part.states.map((series) => series.state);
  const bounds = periodBounds(pointer.months);
  const range = options.reduced ? clampRange({}, bounds, options.reduced.months) : clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);

  const valuesOf = (state: string) => alignTo(pointer.months, byState.get(state)!.sales, periods);
  const totalIn = (state: string) => valuesOf(state).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  let states = options.reduced ? [] : listParam(query.states).filter((state) => byState.has(state));
  if (options.reduced) {
    states = [...allStates]
      .sort((a, b) => totalIn(b) - totalIn(a))
      .slice(0, options.reduced.states)
      .sort();
  } else if (states.length === 0) {
    states = allStates;
  }

  const inRange = (period: string) => period >= range.from && period <= range.to;
  const incompleteIn = (state: string) => byState.get(state)!.incomplete.filter((entry) => inRange(entry.period));
  const breaks = states.flatMap((state) =>
    byState
      .get(state)!
      .breaks.filter((entry) => inRange(entry.period))
      .map((entry) => ({ state, ...entry })),
  );
  const annotations: ChartAnnotation[] = breaks.map((entry) => ({
    x: entry.period,
    label: `${entry.state}: series break`,
  }));
  const growth = yearOverYearRows(
    states.map((state) => figuresOf(byState.get(state)!, pointer.months)),
    periods,
  );
  const flagsOf = (state: string): Array<FigureFlag | null> => {
    const incomplete = new Set(incompleteIn(state).map((entry) => entry.period));
    return periods.map((period) => (incomplete.has(period) ? 'incomplete' : null));
  };

  return {
    reportId: options.reportId,
    title: options.title,
    description: options.description,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: range.to,
    sources: pointer.sources.map(sourceOf),
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
        series: states.map((state) => ({ label: state, values: valuesOf(state), flags: flagsOf(state) })),
        annotations,
        notes: [
          ...states.flatMap((state) => {
            const months = incompleteIn(state);
            return months.length
              ? [`${state} ${months.map((entry) => formatMonth(entry.period)).join(' and ')}: ${months[0].reason}`]
              : [];
          }),
          ...breaks.map((entry) => `${entry.state} from ${formatMonth(entry.period)}: ${entry.text}`),
        ],
      },
      {
        kind: 'table',
        title: 'Year-over-year growth',
        columns: [
          { label: 'State' },
          { label: 'Month' },
          { label: 'Sales', unit: 'usd' },
          { label: 'Same month a year before', unit: 'usd' },
          { label: 'Growth', unit: 'percent' },
        ],
        rows: growth.rows,
        flags: growth.flags,
        notes: [
          growth.month
            ? `All states are compared on ${formatMonth(growth.month)}, the latest month in the range that is complete for every state shown.`
            : 'The states shown share no complete month in the range: each is compared on its own latest complete month.',
        ],
      },
      {
        kind: 'bar-chart',
        title: 'Total sales in the selected months',
        unit: 'usd',
        x: states,
        series: [
          {
            label: 'Sales',
            values: states.map((state) => roundCents(totalIn(state))),
            flags: states.map((state) => (incompleteIn(state).length ? 'partial' : null)),
          },
        ],
      },
    ],
    notes: [
      'What a state total covers differs: Colorado is medical plus retail, Maryland medical dispensaries, Washington retail licensees, the others adult-use.',
      'The last months of some states may be incomplete when the source was compiled.',
    ],
    flagNotes: {
      incomplete:
        'Incomplete month: the source compiled it before the state’s figures were complete. It is left out of the year-over-year comparison.',
      partial: 'Includes a month the source marks as incomplete.',
    },
  };
}
