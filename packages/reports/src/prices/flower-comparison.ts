/**
 * Flower prices compared across states: one chart in USD per gram, one line per state, each
 * from the one source the state's own page takes it from (the regulator's file first, then a
 * transcription, then the multi-state panel), and a note per line saying what it measures.
 * Only per-gram flower figures share this axis; prices per eighth ounce, per item or per
 * product stay on each state's page, never beside them.
 */
import type {
  MaFlowerPriceRow,
  MdDashboardMetricRow,
  OrPricesRow,
  StateMonthlyIndicatorsRow,
} from '@cannabis-reports/datasets';
import type { PriceStatePart } from './parts';

type Chart = PriceStatePart['charts'][number];

/** The comparison's place in the state list: before the states, under its own name. */
export const COMPARISON_CODE = 'compare';
export const COMPARISON_NAME = 'All states: flower per gram';

interface Line {
  state: string;
  /** The legend's name for the line: the state, and 'median' where the others are averages. */
  label?: string;
  /** The dataset its figures come from (the report's source for it). */
  dataset: string;
  /** What the line measures and where it comes from, in a reader's words. */
  measures: string;
  figures: Map<string, number>;
}

const monthly = <Row extends { period: string }>(rows: Row[], value: (row: Row) => number | null) =>
  new Map(
    rows.flatMap((row) => {
      const figure = value(row);
      return figure === null ? [] : [[row.period, figure] as const];
    }),
  );

/** Each state's per-gram flower line from its best source; a state's weaker sources are not drawn beside it. */
function flowerLines(inputs: {
  indicators: StateMonthlyIndicatorsRow[];
  orPrices: OrPricesRow[];
  maFlower: MaFlowerPriceRow[];
  mdMetrics: MdDashboardMetricRow[];
}): Line[] {
  const lines: Line[] = [];
  if (inputs.maFlower.length)
    lines.push({
      state: 'MA',
      dataset: 'ma-flower-prices',
      measures: 'average retail price of adult-use flower (Cannabis Control Commission)',
      figures: monthly(inputs.maFlower, (row) => row.pricePerGram),
    });
  const mdGram = inputs.mdMetrics.filter((row) => row.metric === 'median-price-per-gram');
  if (mdGram.length)
    lines.push({
      state: 'MD',
      // Beside averages, a median says so where a reader looks first: the legend.
      label: 'MD (median)',
      dataset: 'md-dashboard-metrics',
      measures:
        'median price of a gram, as the Maryland Cannabis Administration’s dashboard publishes it (a median, not an average)',
      figures: monthly(mdGram, (row) => row.value),
    });
  if (inputs.orPrices.some((row) => row.retailFlowerPrice !== null))
    lines.push({
      state: 'OR',
      dataset: 'or-prices',
      measures: 'average retail price of flower (OLCC’s dashboards, compiled by Cannlytics)',
      figures: monthly(inputs.orPrices, (row) => row.retailFlowerPrice),
    });
  const drawn = new Set(lines.map((line) => line.state));
  const panelStates = [...new Set(inputs.indicators.map((row) => row.state))].filter((state) => !drawn.has(state));
  for (const state of panelStates.sort()) {
    const figures = monthly(
      inputs.indicators.filter((row) => row.state === state),
      (row) => row.averagePricePerGram,
    );
    if (figures.size)
      lines.push({
        state,
        dataset: 'state-monthly-indicators',
        measures: 'average price per gram (the Cannlytics state panel)',
        figures,
      });
  }
  return lines.sort((a, b) => a.state.localeCompare(b.state));
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The comparison's part: one chart, every month any line has, a gap where a state has no figure. */
export function flowerComparisonPart(inputs: Parameters<typeof flowerLines>[0]): PriceStatePart | undefined {
  const lines = flowerLines(inputs);
  if (lines.length < 2) return undefined;
  const periods = [...new Set(lines.flatMap((line) => [...line.figures.keys()]))].sort();
  const chart: Chart = {
    title: 'Flower, USD per gram, by state',
    periodKind: 'month',
    periods,
    series: lines.map((line) => ({
      label: line.label ?? line.state,
      values: periods.map((period) => {
        const figure = line.figures.get(period);
        return figure === undefined ? null : cents(figure);
      }),
    })),
    notes: [
      ...lines.map((line) => `${line.state}: ${line.measures}.`),
      'Each state’s line comes from one source: where a state publishes its own series, another source’s figures for it are not drawn beside it. A gap is a month without a published figure.',
      'Prices in other units (per eighth ounce, per item, per product) are on each state’s own page, never on this axis.',
    ],
  };
  return {
    state: COMPARISON_CODE,
    asOf: periods.at(-1) ?? '',
    datasets: [...new Set(lines.map((line) => line.dataset))],
    charts: [chart],
  };
}
