/**
 * Every price series the data holds, per state, as the prices report reads it: one part per
 * state with one chart per unit (the unit is in the chart's title). Figures are the sources'
 * own, except DC's, which are the value sold divided by the quantity sold of each product type.
 */
import {
  type CtWeeklySalesRow,
  type DcProductSalesRow,
  type MaFlowerPriceRow,
  type MdDashboardMetricRow,
  type OrPricesRow,
  type StateMonthlyIndicatorsRow,
} from '@cannabis-reports/datasets';
import { statePartId } from '../kit/view-layout';
import { type PricesSummary, type PriceStatePart } from './parts';
import type { BuiltView } from '../kit/built-view';
import { CT_WEEKS_NOTE, mergeCtWeeks, type CtWeek } from '../kit/connecticut-weeks';
import { suspectCtNote } from '../kit/connecticut-suspect';
import type { ViewDefinition } from '../kit/definitions';
import { STATE_NAMES } from '../kit/state-names';
import { dcPriceCharts } from './dc-charts';
import { COMPARISON_CODE, COMPARISON_NAME, flowerComparisonPart } from './flower-comparison';

type Chart = PriceStatePart['charts'][number] & { dataset?: string };

/** A monthly chart from rows with a period: one series per column, dropped when it has no figure at all. */
function monthlyChart<Row extends { period: string }>(
  rows: Row[],
  title: string,
  columns: Array<[string, (row: Row) => number | null]>,
  notes: string[],
): Chart | undefined {
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const series = columns
    .map(([label, value]) => ({
      label,
      values: [...byPeriod.keys()].sort().map((period) => value(byPeriod.get(period)!)),
    }))
    .filter((entry) => entry.values.some((value) => value !== null));
  if (series.length === 0) return undefined;
  // Only the months where some series has a figure.
  const periods = [...byPeriod.keys()].sort();
  const kept = periods.map((_, index) => series.some((entry) => entry.values[index] !== null));
  return {
    title,
    periodKind: 'month',
    periods: periods.filter((_, index) => kept[index]),
    series: series.map((entry) => ({ label: entry.label, values: entry.values.filter((_, index) => kept[index]) })),
    notes,
  };
}

const PER_GRAM_TITLE = 'Average price, USD per gram';

const PANEL_NOTE = 'From the Cannlytics state panel, compiled from the state regulators’ reports.';

function panelCharts(rows: StateMonthlyIndicatorsRow[]): Chart[] {
  return [
    monthlyChart(rows, PER_GRAM_TITLE, [['Average price per gram', (row) => row.averagePricePerGram]], [PANEL_NOTE]),
    monthlyChart(
      rows,
      'Average price, USD per eighth ounce (3.5 g)',
      [['Average price per eighth', (row) => row.averagePricePerEighth]],
      [PANEL_NOTE],
    ),
    monthlyChart(
      rows,
      'Average price, USD per item',
      [['Average price per item', (row) => row.averagePricePerItem]],
      [PANEL_NOTE],
    ),
  ].filter((chart): chart is Chart => chart !== undefined);
}

export function buildPricesView(
  indicators: StateMonthlyIndicatorsRow[],
  orPrices: OrPricesRow[] = [],
  ctWeeks: CtWeeklySalesRow[] = [],
  dcProducts: DcProductSalesRow[] = [],
  maFlower: MaFlowerPriceRow[] = [],
  mdMetrics: MdDashboardMetricRow[] = [],
): BuiltView<PricesSummary> {
  const charts = new Map<string, Chart[]>();
  const add = (state: string, dataset: string, ...more: Array<Chart | undefined>) =>
    charts.set(state, [
      ...(charts.get(state) ?? []),
      ...more.filter((chart): chart is Chart => chart !== undefined).map((chart) => ({ ...chart, dataset })),
    ]);
  const months = new Set<string>();

  for (const state of [...new Set(indicators.map((row) => row.state))].sort()) {
    const charts = panelCharts(indicators.filter((row) => row.state === state));
    // Massachusetts' per-gram price is the CCC's own series where imported: the panel's differs
    // from it (computed differently or revised since), and the two are never shown together.
    const kept = state === 'MA' && maFlower.length ? charts.filter((chart) => chart.title !== PER_GRAM_TITLE) : charts;
    add(state, 'state-monthly-indicators', ...kept);
  }

  if (maFlower.length)
    add(
      'MA',
      'ma-flower-prices',
      monthlyChart(
        maFlower,
        'Average retail price of adult-use flower, USD per gram',
        [['Adult-use flower', (row) => row.pricePerGram]],
        ['From the Cannabis Control Commission’s monthly average price per gram of adult-use flower.'],
      ),
    );

  const mdGram = mdMetrics.filter((row) => row.metric === 'median-price-per-gram');
  if (mdGram.length)
    add(
      'MD',
      'md-dashboard-metrics',
      monthlyChart(
        mdGram,
        'Median price per gram, USD per gram',
        [['Median price per gram', (row) => row.value]],
        ['From the Maryland Cannabis Administration’s data dashboard: the median price of a gram, not an average.'],
      ),
    );

  if (orPrices.length) {
    const note = 'From OLCC’s figures as compiled by Cannlytics.';
    add(
      'OR',
      'or-prices',
      monthlyChart(
        orPrices,
        'Retail price, USD per gram',
        [
          ['Flower', (row) => row.retailFlowerPrice],
          ['Concentrate', (row) => row.retailConcentratePrice],
        ],
        [note],
      ),
      monthlyChart(
        orPrices,
        'Wholesale price, USD per pound',
        [
          ['Flower', (row) => row.wholesaleFlowerPrice],
          ['Concentrate', (row) => row.wholesaleConcentratePrice],
        ],
        [
          note,
          'The compilation states no unit for wholesale concentrate; its figures are per-gram prices × 453.6, so per pound.',
        ],
      ),
    );
  }

  if (ctWeeks.length) {
    // The same full weeks as the Connecticut weekly report, so the two agree week by week.
    // A partial week is flagged as that report flags it: an average over fewer days.
    // A price left out with its week's probable source errors is flagged as the report flags it.
    const weeks = mergeCtWeeks(ctWeeks);
    const weekly = (label: string, price: (week: CtWeek) => number | null) => {
      const flags = weeks.map((week) =>
        week.suspect && price(week) === null ? ('suspect' as const) : week.partial ? ('partial' as const) : null,
      );
      return { label, values: weeks.map(price), ...(flags.some(Boolean) ? { flags } : {}) };
    };
    add('CT', 'ct-weekly-sales', {
      title: 'Average product price, USD per product',
      periodKind: 'week',
      periods: weeks.map((week) => week.weekStart),
      series: [
        weekly('Adult-use', (week) => week.adultUseAveragePrice),
        weekly('Medical', (week) => week.medicalAveragePrice),
      ],
      notes: [
        `From DCP’s weekly sales: DCP’s average product price. ${CT_WEEKS_NOTE}`,
        ...suspectCtNote(weeks.flatMap((week) => (week.suspect ? [week.suspect] : []))),
      ],
    });
  }

  if (dcProducts.length) add('DC', 'dc-product-sales', ...dcPriceCharts(dcProducts));

  const parts = new Map<string, object>();
  const states: PricesSummary['states'] = [];
  const comparison = flowerComparisonPart({ indicators, orPrices, maFlower, mdMetrics });
  if (comparison) {
    parts.set(statePartId(COMPARISON_CODE), comparison);
    states.push({ code: COMPARISON_CODE, name: COMPARISON_NAME });
  }
  for (const [state, list] of [...charts].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length === 0) continue;
    for (const chart of list) if (chart.periodKind === 'month') chart.periods.forEach((period) => months.add(period));
    const last = (chart: Chart) => chart.periods.at(-1) ?? '';
    const ctEnd = state === 'CT' ? ctWeeks.reduce((end, row) => (row.weekEnd > end ? row.weekEnd : end), '') : '';
    const asOf = list.map(last).reduce((max, period) => (period > max ? period : max), ctEnd);
    const datasets = [...new Set(list.map((chart) => chart.dataset!))];
    const part: PriceStatePart = {
      state,
      asOf: state === 'CT' ? ctEnd || asOf : asOf,
      datasets,
      charts: list.map(({ dataset: _dataset, ...chart }) => chart),
    };
    parts.set(statePartId(state), part);
    states.push({ code: state, name: STATE_NAMES[state] ?? state });
  }
  return { months: [...months].sort(), summary: { states }, parts };
}

/** The view as the importer runs it: built from state-monthly-indicators and every price series the other datasets hold. */
export const pricesView: ViewDefinition = {
  id: 'prices',
  // 2: the flower comparison names Maryland's median in its legend.
  shape: 2,
  main: 'state-monthly-indicators',
  extra: ['or-prices', 'ct-weekly-sales', 'dc-product-sales', 'ma-flower-prices', 'md-dashboard-metrics'],
  build: (rows) =>
    buildPricesView(
      rows['state-monthly-indicators']!,
      rows['or-prices'],
      rows['ct-weekly-sales'],
      rows['dc-product-sales'],
      rows['ma-flower-prices'],
      rows['md-dashboard-metrics'],
    ),
};
