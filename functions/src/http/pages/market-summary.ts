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
import { HEADLINE_TITLE, MONEY, perResidentTitleOf, salesTitleOf } from '@cannabis-reports/reports';

/** The public charts, each with an embed address `/embed/markets/<market>/<chart id>`. */
export const PUBLIC_CHARTS = ['sales', 'per-resident'] as const;
export type PublicChartId = (typeof PUBLIC_CHARTS)[number];

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
  /** A public chart's id, or a saved view's chart's position among its report's charts. */
  id: string;
  title: string;
  unit: Unit;
  x: string[];
  series: ChartSection['series'];
}

export interface MarketSummary {
  currency: keyof typeof MONEY;
  headline?: Headline;
  charts: PublicChart[];
}

const sectionTitled = (report: ReportData, title: string) => report.sections.find((section) => section.title === title);

const lastMonths = (chart: ChartSection, id: PublicChartId, title: string): PublicChart => {
  const from = Math.max(0, chart.x.length - CHART_MONTHS);
  return {
    id,
    title,
    unit: chart.unit,
    x: chart.x.slice(from),
    series: chart.series.map((series) => ({
      label: series.label,
      values: series.values.slice(from),
      ...(series.flags ? { flags: series.flags.slice(from) } : {}),
    })),
  };
};

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
  return {
    currency,
    ...(headline ? { headline } : {}),
    charts: [
      ...(salesChart ? [lastMonths(salesChart, 'sales', `Monthly sales, ${MONEY[currency].words}`)] : []),
      ...(perResidentChart ? [lastMonths(perResidentChart, 'per-resident', perResidentChart.title)] : []),
    ],
  };
}
