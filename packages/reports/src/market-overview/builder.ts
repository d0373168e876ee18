/**
 * Multi-state market overview: monthly sales by state, year-over-year growth, and totals
 * over the months of the range every state shown published (common-totals.ts).
 */
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { formatMonth, marketsWord, type ChartAnnotation, type FigureFlag } from '@cannabis-reports/contracts';
import { seriesPartId } from '../kit/view-layout';
import type { StateSeriesPart } from './parts';
import { clampRange, monthsBetween } from '../kit/periods';
import { alignTo, listParam, monthRangeFilter, periodBounds, sourceOf, type ReportQuery } from '../kit/builder-helpers';
import { openingMonthNote } from '../markets/opening-month';
import { totalsChart } from './common-totals';
import { DESCRIPTION, TITLE } from './text';
import { yearOverYearRows, type StateFigures } from './year-over-year';

type StateSeries = StateSeriesPart['states'][number];

function figuresOf(series: StateSeries, months: string[]): StateFigures {
  const index = new Map(months.map((period, position) => [period, position]));
  const incomplete = new Set(series.incomplete.map((entry) => entry.period));
  return {
    state: series.state,
    value: (period) => series.sales[index.get(period) ?? -1] ?? null,
    incomplete: (period) => incomplete.has(period),
    partial: (period) => period === series.opening,
    breaks: series.breaks,
  };
}

export async function buildMarketOverview(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<{ states: string[] }>('state-monthly');
  const part = (await reader.requireParts(pointer, [seriesPartId()])).get(seriesPartId()) as StateSeriesPart;
  const byState = new Map(part.states.map((series) => [series.state, series]));
  const allStates = part.states.map((series) => series.state);
  const bounds = periodBounds(pointer.months);
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const position = new Map(periods.map((period, index) => [period, index]));

  const valuesOf = (state: string) => alignTo(pointer.months, byState.get(state)!.sales, periods);
  const chosen = listParam(query.states).filter((state) => byState.has(state));
  const states = chosen.length > 0 ? chosen : allStates;

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
    kind: 'series-break',
    text: entry.text,
  }));
  const growth = yearOverYearRows(
    states.map((state) => figuresOf(byState.get(state)!, pointer.months)),
    periods,
  );
  const openingIn = (state: string) => {
    const opening = byState.get(state)!.opening;
    return opening !== null && inRange(opening) ? opening : undefined;
  };
  const flagsOf = (state: string): Array<FigureFlag | null> => {
    const incomplete = new Set(incompleteIn(state).map((entry) => entry.period));
    return periods.map((period) =>
      incomplete.has(period) ? 'incomplete' : period === openingIn(state) ? 'partial' : null,
    );
  };
  const openings = states.flatMap((state) => {
    const opening = openingIn(state);
    return opening ? [`${state} ${openingMonthNote(opening)}`] : [];
  });

  return {
    title: TITLE,
    description: DESCRIPTION,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: range.to,
    sources: pointer.sources.map(sourceOf),
    filters: [
      monthRangeFilter(range, bounds),
      {
        kind: 'choice',
        name: 'states',
        label: marketsWord(allStates, true),
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
          ...openings,
          ...states.flatMap((state) => (byState.get(state)!.choice ?? []).map((text) => `${state}: ${text}`)),
        ],
      },
      {
        kind: 'table',
        title: 'Year-over-year growth',
        columns: [
          { label: marketsWord(states) },
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
            : 'No month of the range is complete for every state shown, so no state is compared: choose fewer states or another range.',
          ...growth.notes,
        ],
      },
      totalsChart(
        periods,
        states.map((state) => {
          const [values, flags] = [valuesOf(state), flagsOf(state)];
          return {
            state,
            value: (period) => values[position.get(period)!],
            partial: (period) => flags[position.get(period)!] !== null,
          };
        }),
      ),
    ],
    notes: [
      'What a state total covers differs: Colorado is medical plus retail, Maryland medical dispensaries, Washington retail licensees, the others adult-use.',
      'The last months of some states may be incomplete when the source was compiled.',
    ],
    flagNotes: {
      incomplete:
        'Incomplete month: the source compiled it before the state’s figures were complete. It is left out of the year-over-year comparison.',
      partial:
        'Covers only part of what its label says: a market’s opening month (opened mid-month or with its first stores), or a total that includes such a month or one the source marks as incomplete. Neither is compared year over year.',
      'not-published':
        'Not compared: no month of the range has a figure (for the growth, a complete one) for every state shown, and states are never set against different months.',
      'series-break':
        'The month and the month a year before lie on either side of a break in the state’s series, where the source changes what it counts: the growth would compare unlike figures and is left out.',
    },
  };
}
