/**
 * The built-in reports: their ids, the report data API's query, and what it answers: a
 * report as data, which one generic viewer renders. Every chart carries its numbers, so
 * the viewer can offer each chart as a table too.
 */
import { z } from 'zod/mini';

export const DEMO_REPORT_ID = 'demo';
export const PAID_REPORT_IDS = [
  'market-overview',
  'washington-retail',
  'colorado-counties',
  'connecticut-weekly',
  'prices',
  'per-capita',
] as const;
export type PaidReportId = (typeof PAID_REPORT_IDS)[number];
export type ReportId = PaidReportId | typeof DEMO_REPORT_ID;

/** The paid reports' names, as the viewer's tabs show them, in the catalogue's order. */
export const PAID_REPORT_LABELS: Record<PaidReportId, string> = {
  'market-overview': 'Market overview',
  'washington-retail': 'Washington retail',
  'colorado-counties': 'Colorado by county',
  'connecticut-weekly': 'Connecticut weekly',
  prices: 'Prices',
  'per-capita': 'Per-capita rankings',
};

export const isPaidReportId = (id: string): id is PaidReportId => (PAID_REPORT_IDS as readonly string[]).includes(id);

/** A calendar month, 'YYYY-MM'. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().check(z.regex(MONTH, 'must be a month (YYYY-MM)'));
/** A day, 'YYYY-MM-DD': the weekly reports' range is given by the weeks' first days. */
export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthOrDay = z
  .string()
  .check(
    z.refine((value) => MONTH.test(value) || DAY.test(value), 'must be a month (YYYY-MM) or a week start (YYYY-MM-DD)'),
  );

/** `GET /reports/:reportId`: every filter is optional; the server answers the default view. */
export const reportQuerySchema = z.object({
  from: z.optional(monthOrDay),
  to: z.optional(monthOrDay),
  month: z.optional(month),
  states: z.optional(
    z.string().check(z.regex(/^[A-Z]{2}(,[A-Z]{2}){0,59}$/, 'must be state codes separated by commas')),
  ),
  county: z.optional(z.string().check(z.maxLength(80))),
  type: z.optional(z.enum(['all', 'medical', 'retail'])),
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a state code'))),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** 'usd' whole dollars (sales), 'usd-price' dollars and cents (prices, per-unit figures). */
export type Unit = 'usd' | 'usd-price' | 'count' | 'percent';

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

/**
 * Why a figure is missing or qualified; the viewer marks it and explains the marks used.
 * A flagged null is never drawn or written as zero: 'withheld' (the publisher withholds it for
 * confidentiality), 'no-licensees' (the publisher's code for none licensed), 'not-published'
 * (the source has no figure); a flagged number is 'incomplete' (the source marks the period as
 * incomplete) or 'partial' (it covers only part of what its label says).
 */
export type FigureFlag = 'withheld' | 'no-licensees' | 'not-published' | 'incomplete' | 'partial';
export const FIGURE_FLAGS: readonly FigureFlag[] = [
  'withheld',
  'no-licensees',
  'not-published',
  'incomplete',
  'partial',
];

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  /** Parallel to `values`; absent when no value is flagged. */
  flags?: Array<FigureFlag | null>;
}

/** A mark on the chart at one category (a break in a series, a change of source). */
export interface ChartAnnotation {
  x: string;
  label: string;
}

export interface ChartSection {
  kind: 'line-chart' | 'bar-chart';
  title: string;
  unit: Unit;
  /** Category labels: months ('YYYY-MM') or names. */
  x: string[];
  series: ChartSeries[];
  annotations?: ChartAnnotation[];
  /** How the chart's figures are built, shown under it. */
  notes?: string[];
}

export interface TableSection {
  kind: 'table';
  title: string;
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Array<Array<string | number | null>>;
  /** Parallel to `rows` (cell by cell); absent when no cell is flagged. */
  flags?: Array<Array<FigureFlag | null>>;
  notes?: string[];
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
  /** What each flag used in this report means here (the viewer has a general wording for others). */
  flagNotes?: Partial<Record<FigureFlag, string>>;
}
