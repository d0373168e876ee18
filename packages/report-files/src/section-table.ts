/**
 * A report section's figures as a table: what a chart's and a map's table alternative show,
 * what a table section shows, and what their downloads (CSV, XLSX) write.
 */
import { formatPeriod, type FigureFlag, type ReportSection, type Unit } from '@cannabis-reports/contracts';

type ChartSection = Extract<ReportSection, { kind: 'line-chart' | 'bar-chart' }>;
type TableSection = Extract<ReportSection, { kind: 'table' }>;
type MapSection = Extract<ReportSection, { kind: 'county-map' }>;

/** A table's columns and rows, as the report tables and their CSV files take them. */
export interface TableContent {
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Array<Array<string | number | null>>;
}

export interface FlaggedTable extends TableContent {
  /** Parallel to `rows`; absent when no cell is flagged. */
  flags?: Array<Array<FigureFlag | null>>;
}

/**
 * What a chart's x values are, for the legend and the table's first column: 'Month' for
 * 'YYYY-MM', 'Week of' for days ('YYYY-MM-DD', a weekly report's weeks), nothing for categories.
 */
export function periodHeading(x: string[]): string {
  if (x.length === 0) return '';
  if (x.every((value) => /^\d{4}-\d{2}$/.test(value))) return 'Month';
  if (x.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))) return 'Week of';
  return '';
}

/** A chart's figures as its table alternative shows them: one row per category, one column per series. */
export function chartTable(section: ChartSection): FlaggedTable {
  const columns = [
    { label: periodHeading(section.x) },
    ...section.series.map((series) => ({ label: series.label, unit: section.unit })),
  ];
  // A missing figure stays null, so uPlot draws a gap instead of a line to zero.
  const rows = section.x.map((label, index) => [
    formatPeriod(label),
    ...section.series.map((series) => series.values[index]),
  ]);
  const flagged = section.series.some((series) => series.flags?.some(Boolean));
  const flags = flagged
    ? section.x.map((_, index) => [null, ...section.series.map((series) => series.flags?.[index] ?? null)])
    : undefined;
  return { columns, rows, flags };
}

/** A table's figures as the page and its CSV show them: a month is written as the charts write it ('Oct 2021'). */
export function sectionTable(section: TableSection): FlaggedTable {
  const rows = section.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? formatPeriod(cell) : cell)));
  return { columns: section.columns, rows, flags: section.flags };
}

/** A map's figures: one row per county, one column per measure the map can show. */
export function mapTable(section: MapSection): FlaggedTable {
  const columns = [
    { label: 'County' },
    ...section.measures.map((measure) => ({ label: measure.label, unit: section.unit })),
  ];
  const rows = section.areas.map((area, index) => [area, ...section.measures.map((measure) => measure.values[index])]);
  const flagged = section.measures.some((measure) => measure.flags?.some(Boolean));
  const flags = flagged
    ? section.areas.map((_, index) => [null, ...section.measures.map((measure) => measure.flags?.[index] ?? null)])
    : undefined;
  return { columns, rows, flags };
}
