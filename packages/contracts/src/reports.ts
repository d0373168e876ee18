/**
 * The report data API's query. What it answers is in report-data.ts; which reports exist is
 * the catalogue's (`GET /reports`, embed.ts), built from the report package's table.
 */
import { z } from 'zod/mini';
import { MARKET_LIST, MARKET_OR_COMPARE } from './state-names';

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

/**
 * A past day, 'YYYY-MM-DD', for an 'as of' view: a real calendar day, not after today (UTC),
 * nor before the product's first data (2000).
 */
export const asOfSchema = z.string().check(
  z.regex(DAY, 'must be a day (YYYY-MM-DD)'),
  z.refine((value) => {
    const time = Date.parse(`${value}T00:00:00.000Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'must be a calendar day'),
  z.refine((value) => value >= '2000-01-01', 'must be 2000-01-01 or later'),
  z.refine((value) => value <= new Date().toISOString().slice(0, 10), 'must not be after today'),
);

/** `GET /reports/:reportId`: every filter is optional; the server answers the default view. */
export const reportQuerySchema = z.object({
  from: z.optional(monthOrDay),
  to: z.optional(monthOrDay),
  month: z.optional(month),
  states: z.optional(z.string().check(z.regex(MARKET_LIST, 'must be market codes separated by commas'))),
  county: z.optional(z.string().check(z.maxLength(80))),
  type: z.optional(z.enum(['all', 'medical', 'retail'])),
  /** A market's code, or 'compare' where a report offers its states side by side (the prices report's flower comparison). */
  state: z.optional(z.string().check(z.regex(MARKET_OR_COMPARE, 'must be a market code or compare'))),
  /** What a report's figures are shown as (e.g. per resident); each report names its own and answers the one applied. */
  measure: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'must be a measure name'))),
  /** The figures as published by the end of this day: an 'as of' view. */
  asOf: z.optional(asOfSchema),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
