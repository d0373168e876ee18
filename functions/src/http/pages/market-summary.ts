/**
 * A market's public page from its report: the headline month with its changes and its figure per
 * resident, the sales chart over the last five years, the per-resident chart. Every figure is a
 * cell or a point of the report's own sections, picked out, never computed again (one quantity,
 * one value).
 */
import {
  shiftMonth,
  type ChartSection,
  type ReportData,
  type TableSection,
  type Unit,
} from '@cannabis-reports/contracts';
import { HEADLINE_TITLE, MONEY, perAdultLabelOf, perResidentTitleOf, salesTitleOf } from '@cannabis-reports/reports';

/**
 * The public charts, each with an embed address `/embed/markets/<market>/<chart id>`: monthly
 * sales and per resident, or for a market with annual totals only, those.
 */
export type PublicChartId = 'sales' | 'per-resident' | 'annual';

/** Five years of months. */
export const CHART_MONTHS = 60;

export interface Compared {
  month: string;
  value: number | null;
  /** Percent, as the report computed it; null where it gives none. */
  change: number | null;
}

export interface Headline {
  month: string;
  total: number;
  monthBefore: Compared;
  yearBefore: Compared;
  perResident: number | null;
}

export interface PublicChart {
  /** A public chart's id, or a saved view's chart's title. */
  id: string;
  /** Lines by month, or bars by year. */
  kind: 'line' | 'bar';
  title: string;
  unit: Unit;
  x: string[];
  series: ChartSection['series'];
  /** The report chart's marks (market events, series breaks) within the months shown. */
  annotations?: ChartSection['annotations'];
}

export interface MarketSummary {
  currency: keyof typeof MONEY;
  headline?: Headline;
  charts: PublicChart[];
}

const sectionTitled = (report: ReportData, title: string) => report.sections.find((section) => section.title === title);

/** The last five years of a chart's lines, each line without a figure in them left out. */
const lastMonths = (chart: ChartSection, id: PublicChartId, title: string): PublicChart => {
  const from = Math.max(0, chart.x.length - CHART_MONTHS);
  return {
    id,
    kind: 'line',
    title,
    unit: chart.unit,
    x: chart.x.slice(from),
    series: chart.series
      .map((series) => ({
        label: series.label,
        values: series.values.slice(from),
        ...(series.flags ? { flags: series.flags.slice(from) } : {}),
      }))
      .filter((series) => series.values.some((value) => value !== null)),
    ...shownMarks(chart, from),
  };
};

/** The per-resident chart's five years, titled per adult 21+ only where that line has a figure in them. */
function perResidentMonths(chart: ChartSection, currency: keyof typeof MONEY): PublicChart {
  const shown = lastMonths(chart, 'per-resident', chart.title);
  const adults = shown.series.some((series) => series.label === perAdultLabelOf(currency));
  return { ...shown, title: perResidentTitleOf(currency, adults) };
}

/** The marks whose first month is among those shown (a range cut at the start begins there). */
function shownMarks(chart: ChartSection, from: number): Pick<PublicChart, 'annotations'> {
  const shown = new Set(chart.x.slice(from));
  const marks = (chart.annotations ?? []).filter((mark) => shown.has(mark.x));
  return marks.length ? { annotations: marks } : {};
}

const numberOr = (cell: unknown) => (typeof cell === 'number' ? cell : null);

/**
 * The headline: the table's first row (the total) at the report's 'Data as of' month, which is
 * the newest complete month of its total, the month the table compares.
 */
function headlineOf(
  report: ReportData,
  table: TableSection,
  perResident: ChartSection | undefined,
): Headline | undefined {
  const [row] = table.rows;
  const month = report.dataAsOf;
  if (!row || typeof row[1] !== 'number' || !/^\d{4}-\d{2}$/.test(month)) return undefined;
  const perResidentAt = perResident?.series[0]?.values[perResident.x.indexOf(month)];
  return {
    month,
    total: row[1],
    monthBefore: { month: shiftMonth(month, -1), value: numberOr(row[2]), change: numberOr(row[3]) },
    yearBefore: { month: shiftMonth(month, -12), value: numberOr(row[4]), change: numberOr(row[5]) },
    perResident: perResidentAt ?? null,
  };
}

export function summariseMarket(report: ReportData): MarketSummary {
  const currency = report.sections.some((section) => section.title === salesTitleOf('CAD')) ? 'CAD' : 'USD';
  const sales = sectionTitled(report, salesTitleOf(currency));
  const perResident = [perResidentTitleOf(currency, true), perResidentTitleOf(currency, false)]
    .map((title) => sectionTitled(report, title))
    .find(Boolean);
  const table = sectionTitled(report, HEADLINE_TITLE);
  const chartOf = (section: typeof sales) =>
    section && section.kind !== 'county-map' && section.kind !== 'table' ? section : undefined;
  const salesChart = chartOf(sales);
  const perResidentChart = chartOf(perResident);
  const headline = table?.kind === 'table' ? headlineOf(report, table, perResidentChart) : undefined;
  const annual = salesChart
    ? undefined
    : report.sections.find(
        (section): section is ChartSection => section.kind === 'bar-chart' && section.title.startsWith('Annual sales,'),
      );
  return {
    currency,
    ...(headline ? { headline } : {}),
    charts: [
      ...(salesChart ? [lastMonths(salesChart, 'sales', `Monthly sales, ${MONEY[currency].words}`)] : []),
      ...(perResidentChart ? [perResidentMonths(perResidentChart, currency)] : []),
      ...(annual
        ? [
            {
              id: 'annual',
              kind: 'bar' as const,
              title: annual.title,
              unit: annual.unit,
              x: annual.x,
              series: annual.series.slice(0, 1),
            },
          ]
        : []),
    ],
  };
}
