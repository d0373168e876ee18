/**
 * What the report data API answers: a report as data, which one generic viewer renders.
 * Every chart carries its numbers, so the viewer can offer each chart as a table too.
 */
export type Unit = 'usd' | 'count' | 'percent';

export interface MonthRangeFilter {
  kind: 'month-range';
  from: string;
  to: string;
  min: string;
  max: string;
}

export interface ChoiceFilter {
  kind: 'choice';
  name: string;
  label: string;
  /** Several values (comma-separated in the query) or one. */
  multiple: boolean;
  options: Array<{ value: string; label: string }>;
  value: string[];
}

export type ReportFilter = MonthRangeFilter | ChoiceFilter;

export interface ChartSection {
  kind: 'line-chart' | 'bar-chart';
  title: string;
  unit: Unit;
  /** Category labels: months ('YYYY-MM') or names. */
  x: string[];
  series: Array<{ label: string; values: Array<number | null> }>;
}

export interface TableSection {
  kind: 'table';
  title: string;
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Array<Array<string | number | null>>;
}

export type ReportSection = ChartSection | TableSection;

export interface ReportSource {
  title: string;
  publisher: string;
  sourceUrl: string;
  licence: string;
  periodFrom: string;
  periodTo: string;
  sample: boolean;
}

export interface ReportData {
  reportId: string;
  title: string;
  description: string;
  /** True when any dataset is the generated sample: the viewer labels it 'Sample data'. */
  sample: boolean;
  /** The last month of data the report covers. */
  dataAsOf: string;
  sources: ReportSource[];
  filters: ReportFilter[];
  sections: ReportSection[];
  notes: string[];
}
