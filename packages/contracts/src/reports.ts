/**
 * The built-in reports: their ids, the report data API's query, and what it answers: a
 * report as data, which one generic viewer renders. Every chart carries its numbers, so
 * the viewer can offer each chart as a table too.
 */
import { z } from 'zod/mini';

export const DEMO_REPORT_ID = 'demo';
export const PAID_REPORT_IDS = ['market-overview', 'washington-retail', 'colorado-counties'] as const;
export type PaidReportId = (typeof PAID_REPORT_IDS)[number];
export type ReportId = PaidReportId | typeof DEMO_REPORT_ID;

/** The paid reports' names, as the viewer's tabs show them, in the catalogue's order. */
export const PAID_REPORT_LABELS: Record<PaidReportId, string> = {
  'market-overview': 'Market overview',
  'washington-retail': 'Washington retail',
  'colorado-counties': 'Colorado by county',
};

export const isPaidReportId = (id: string): id is PaidReportId => (PAID_REPORT_IDS as readonly string[]).includes(id);

/** A calendar month, 'YYYY-MM'. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().check(z.regex(MONTH, 'must be a month (YYYY-MM)'));

/** `GET /reports/:reportId`: every filter is optional; the server answers the default view. */
export const reportQuerySchema = z.object({
  from: z.optional(month),
  to: z.optional(month),
  states: z.optional(
    z.string().check(z.regex(/^[A-Z]{2}(,[A-Z]{2}){0,59}$/, 'must be state codes separated by commas')),
  ),
  county: z.optional(z.string().check(z.maxLength(80))),
  type: z.optional(z.enum(['all', 'medical', 'retail'])),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

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
