/**
 * The built-in reports: their ids, names and the report data API's query. What the API
 * answers is in report-data.ts.
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
