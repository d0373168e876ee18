/**
 * What a scheduled view's mail says, from the report the view opens as built for the page: the
 * headline figures are the rows of the markets report's 'Latest month compared' table (the
 * latest complete month, the month before and a year before, and the changes), as the page shows
 * them, never computed again here; 'What's new' is the report's lines for the view's markets.
 */
import {
  formatPercent,
  formatPeriod,
  type ReportData,
  type ReportQuery,
  type TableSection,
  type Unit,
} from '@cannabis-reports/contracts';
import { HEADLINE_TITLE } from '@cannabis-reports/reports';

export interface HeadlineFigure {
  measure: string;
  /** The month and the figure, as the table's column headings name them. */
  latest: { label: string; value: number | null };
  monthBefore: { label: string; value: number | null; change: number | null };
  yearBefore: { label: string; value: number | null; change: number | null };
  unit?: Unit;
}

export interface ReportMailContent {
  viewName: string;
  reportTitle: string;
  dataAsOf: string;
  headline: HeadlineFigure[];
  news: string[];
  viewUrl: string;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The headline table's rows; none when the report has no such table (it shows several markets, or none has a complete month). */
export function headlineFigures(report: ReportData): HeadlineFigure[] {
  const table = report.sections.find(
    (section): section is TableSection => section.kind === 'table' && section.title === HEADLINE_TITLE,
  );
  if (!table) return [];
  const [, latest, before, , yearBefore] = table.columns;
  return table.rows.map(([measure, now, then, monthChange, lastYear, yearChange]) => ({
    measure: String(measure),
    latest: { label: latest.label, value: numberOrNull(now) },
    monthBefore: { label: before.label, value: numberOrNull(then), change: numberOrNull(monthChange) },
    yearBefore: { label: yearBefore.label, value: numberOrNull(lastYear), change: numberOrNull(yearChange) },
    unit: latest.unit,
  }));
}

/** The markets a view shows: its state, or its list of states; none for a view of every market. */
export function viewMarkets(query: ReportQuery): string[] {
  const list = [query.state ?? '', ...(query.states ?? '').split(',')].map((code) => code.trim());
  return [...new Set(list.filter(Boolean))];
}

/** Where the view opens: /reports with its report and filters, as the saved views list links it. */
export function viewUrl(site: string, reportId: string, query: ReportQuery): string {
  const search = new URLSearchParams({ report: reportId });
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return `${site}/reports?${search}`;
}

export function reportMailContent(
  view: { name: string; reportId: string; query: ReportQuery },
  report: ReportData,
  news: Array<{ text: string; markets: string[] }>,
  site: string,
): ReportMailContent {
  const markets = viewMarkets(view.query);
  return {
    viewName: view.name,
    reportTitle: report.title,
    dataAsOf: formatPeriod(report.dataAsOf),
    headline: headlineFigures(report),
    news: news
      .filter((line) => !markets.length || line.markets.some((market) => markets.includes(market)))
      .map((line) => line.text),
    viewUrl: viewUrl(site, view.reportId, view.query),
  };
}

const MONEY: Partial<Record<Unit, { currency: string; digits: number }>> = {
  usd: { currency: 'USD', digits: 0 },
  cad: { currency: 'CAD', digits: 0 },
  'usd-price': { currency: 'USD', digits: 2 },
  'cad-price': { currency: 'CAD', digits: 2 },
};

/** A figure as a mail writes it: money to the dollar (a price to the cent), a count in full. */
export function mailFigure(value: number | null, unit: Unit | undefined): string {
  if (value === null) return 'not published';
  const money = unit ? MONEY[unit] : undefined;
  return new Intl.NumberFormat('en-US', {
    ...(money ? { style: 'currency', currency: money.currency, currencyDisplay: 'narrowSymbol' } : {}),
    maximumFractionDigits: money?.digits ?? 2,
    minimumFractionDigits: money?.digits ?? 0,
  }).format(value);
}

const changeWords = (change: number | null) => (change === null ? 'not compared' : formatPercent(change));

/** One line of the headline: the month, then the month before and the year before with their changes. */
export function headlineLine(figure: HeadlineFigure): string {
  const { measure, latest, monthBefore, yearBefore, unit } = figure;
  return (
    `${measure}, ${latest.label}: ${mailFigure(latest.value, unit)}. ` +
    `${monthBefore.label}: ${mailFigure(monthBefore.value, unit)}, change ${changeWords(monthBefore.change)}. ` +
    `${yearBefore.label}: ${mailFigure(yearBefore.value, unit)}, change ${changeWords(yearBefore.change)}.`
  );
}
