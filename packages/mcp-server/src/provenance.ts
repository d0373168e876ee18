/**
 * Every figure the server answers carries where it comes from: its source (the publisher, the
 * file's title and address), its period, and the product's 'data as of' (the newest period the
 * figures it was read with cover), with the 'as of' day when an old view was asked for. An
 * assistant quoting one figure then has what it needs to cite it, and cannot lose it by quoting
 * the figure without the answer's header.
 */
import {
  DAY,
  MONTH,
  reportFigures,
  type DatasetRowsAnswer,
  type DatasetSummary,
  type ChartSection,
  type ReportData,
  type ReportSource,
} from '@cannabis-reports/contracts';

export interface Provenance {
  /** The period the figure is for: a month ('YYYY-MM'), a week's first day, a year, or a range in words. */
  period: string;
  /** Who published it and where: 'publisher, title <address>'; several joined by '; '. */
  source: string;
  /** The newest period the figures it was read with cover. */
  dataAsOf: string;
  /** Present for an 'as of' view: the day asked for. */
  asOf?: string;
}

const cite = (source: Pick<ReportSource, 'publisher' | 'title' | 'sourceUrl'>) =>
  `${source.publisher}, ${source.title} <${source.sourceUrl}>`;

const newest = (periods: readonly string[]) => periods.reduce((last, period) => (period > last ? period : last), '');

/**
 * A rows answer's rows, each with its provenance. 'Data as of' is what the catalogue says the
 * dataset holds for the market asked (or for all its markets); for an 'as of' read, whose older
 * version the catalogue does not describe, it is the newest period among the rows answered.
 */
export function rowsWithProvenance(
  answer: DatasetRowsAnswer,
  dataset: DatasetSummary,
  query: { state?: string; asOf?: string },
) {
  const source = cite(dataset);
  const market = dataset.markets.find((one) => one.state === query.state);
  const dataAsOf = query.asOf
    ? newest(answer.rows.map((row) => String(row.period ?? '')))
    : (market?.periodTo ?? dataset.periodTo);
  return answer.rows.map((row) => ({
    period: String(row.period ?? dataAsOf),
    source,
    dataAsOf,
    ...(query.asOf ? { asOf: query.asOf } : {}),
    fields: row,
  }));
}

/** The period a report's figure is for: its category when that is a month or a week, else its section's or the report's range. */
function periodOf(report: ReportData, sectionTitle: string, category: string): string {
  if (MONTH.test(category) || DAY.test(category) || /^(CY|FY)?\d{4}$/.test(category)) return category;
  const section = report.sections.find((one) => one.title === sectionTitle);
  if (section?.kind === 'county-map') return section.period;
  const range = report.filters.find((filter) => filter.kind === 'month-range');
  if (range?.kind === 'month-range') return range.from === range.to ? range.from : `${range.from} to ${range.to}`;
  return report.dataAsOf;
}

/** A report's figures (the data API's figure table), each with its provenance. */
export function figuresWithProvenance(report: ReportData) {
  const source = report.sources.map(cite).join('; ');
  return reportFigures(report).map(([section, series, category, value, unit, flag]) => ({
    section,
    series,
    category,
    value,
    unit,
    flag,
    period: periodOf(report, section, category),
    source,
    dataAsOf: report.dataAsOf,
    ...(report.asOf ? { asOf: report.asOf.date } : {}),
  }));
}

/**
 * A market's forecast as the markets report carries it, month by month, each marked as a
 * forecast (never a published figure) with the month it was made through, its method and record
 * in the chart's own words, and the report's sources and 'data as of'. A market without one
 * (too short a history) is answered as such, with the chart's note saying why.
 */
export function forecastWithProvenance(report: ReportData, market: string) {
  const chart = report.sections.find(
    (section): section is ChartSection => section.kind === 'line-chart' && section.forecast !== undefined,
  );
  const about = {
    market,
    source: report.sources.map(cite).join('; '),
    dataAsOf: report.dataAsOf,
    ...(report.asOf ? { asOf: report.asOf.date } : {}),
  };
  if (!chart?.forecast) {
    const charts = report.sections.filter((section): section is ChartSection => section.kind === 'line-chart');
    const why = charts.flatMap((section) => section.notes ?? []).filter((note) => /forecast/i.test(note));
    return { ...about, forecast: null, notes: why };
  }
  const { forecast } = chart;
  return {
    ...about,
    chart: chart.title,
    unit: chart.unit,
    madeFrom: { from: forecast.from, through: forecast.through },
    months: forecast.x.map((period, index) => ({
      period,
      kind: 'forecast, not a published figure',
      mean: forecast.mean[index],
      lo80: forecast.lo80[index],
      hi80: forecast.hi80[index],
      lo95: forecast.lo95[index],
      hi95: forecast.hi95[index],
      intervalsSetFromEarlierForecasts: forecast.calibratedFrom[index],
    })),
    record: forecast.record,
    undercovers: forecast.undercovers,
    notes: (chart.notes ?? []).filter((note) => /forecast/i.test(note)),
  };
}
