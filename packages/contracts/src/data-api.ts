/**
 * The data API under `/v1/`, for paying users' programs, signed with an API key (api-keys.ts):
 * the datasets, a dataset's rows and any report's figures, as JSON or (with `format=csv` or
 * `Accept: text/csv`) CSV. Its OpenAPI document is generated from these schemas (openapi.ts).
 */
import { z } from 'zod/mini';
import { datasetUnitsSchema, moneyCurrencySchema } from './catalog';
import { DATASET_IDS } from './datasets';
import { REPORT_ID } from './embed';
import { asOfSchema, MONTH, reportQuerySchema } from './reports';
import { MARKET_EVENT_KINDS } from './report-data';
import { MARKET_CODE } from './state-names';

/** Rows one page holds at most, and by default. */
export const ROWS_PAGE_MAX = 1000;
export const ROWS_PAGE_DEFAULT = 500;

const formatSchema = z.optional(
  z
    .enum(['json', 'csv'])
    .check(z.describe('The answer as JSON (default) or CSV; `Accept: text/csv` asks for CSV too.')),
);
const month = z.string().check(z.regex(MONTH, 'must be a month (YYYY-MM)'));

export const datasetIdSchema = z.enum(DATASET_IDS);
export const apiReportIdSchema = z.string().check(z.regex(REPORT_ID, 'must be a report id'));

/** An opaque page token: base64url, as a previous page answered it. */
export const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export const datasetRowsQuerySchema = z.object({
  state: z.optional(
    z
      .string()
      .check(
        z.regex(MARKET_CODE, 'must be a market code'),
        z.describe(
          "Rows of one market: a US state (CO), a Canadian province or territory (ON; its cities' rows with it), or CAN for Canada as a whole.",
        ),
      ),
  ),
  from: z.optional(month.check(z.describe('First month, YYYY-MM: rows of earlier months are left out.'))),
  to: z.optional(month.check(z.describe('Last month, YYYY-MM: rows of later months are left out.'))),
  asOf: z.optional(
    z
      // A day by the reports' rule (today at the latest), or an instant.
      .union([asOfSchema, z.iso.datetime({ offset: true })])
      .check(
        z.describe(
          'The rows as they were published by the end of this day (today: by now) or at this instant (ISO 8601). An older version the server must load whole counts against the daily quota as one request per 1,000 of its rows.',
        ),
      ),
  ),
  cursor: z.optional(
    z.string().check(z.regex(CURSOR, 'must be a cursor'), z.describe("The previous page's `nextCursor`.")),
  ),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.maximum(ROWS_PAGE_MAX),
        z.describe(`Rows per page (${ROWS_PAGE_DEFAULT} when absent).`),
      ),
  ),
  format: formatSchema,
});
export type DatasetRowsQuery = z.infer<typeof datasetRowsQuerySchema>;

/** A row's fields as the importer stored them: numbers, text, flags, null for a figure the source leaves out. */
export const datasetRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type DatasetRow = z.infer<typeof datasetRowSchema>;

export const datasetRowsAnswerSchema = z.object({
  dataset: z.string(),
  /** The stored version the rows are read from; a cursor holds to it. */
  version: z.string(),
  money: moneyCurrencySchema,
  units: datasetUnitsSchema,
  /** Rows that match the filters, over every page. */
  total: z.number(),
  /** Every field any matching row has, in the order they first appear: the CSV's columns, the same on every page. */
  columns: z.array(z.string()),
  rows: z.array(datasetRowSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  nextCursor: z.nullable(z.string()),
});
export type DatasetRowsAnswer = z.infer<typeof datasetRowsAnswerSchema>;

export const apiReportListAnswerSchema = z.object({
  reports: z.array(z.object({ id: z.string(), label: z.string(), access: z.enum(['paid', 'demo']) })),
});
export type ApiReportListAnswer = z.infer<typeof apiReportListAnswerSchema>;

/** A report's filters as the viewer takes them, and the answer's format. */
export const apiReportQuerySchema = z.extend(reportQuerySchema, { format: formatSchema });
export type ApiReportQuery = z.infer<typeof apiReportQuerySchema>;

export const openApiAnswerSchema = z.record(z.string(), z.unknown());

/**
 * One dated event of a market from the product's events table: what every chart covering its
 * months marks (a line, or a shaded range to `to`), with the public page that dates it.
 */
export const marketEventSchema = z.object({
  market: z.string().check(z.describe('The market: a US state (CO), a Canadian province or territory (ON), or CAN.')),
  from: z.string().check(z.describe('The month it starts, YYYY-MM.')),
  to: z.optional(z.string().check(z.describe('The last month of a range (a closure), YYYY-MM.'))),
  kind: z.enum(MARKET_EVENT_KINDS),
  label: z.string().check(z.describe('A few words, as the chart labels it.')),
  text: z.string().check(z.describe('What it means for the figures.')),
  sourceUrl: z.string().check(z.describe("The regulator's or the statute's public page that dates it.")),
  dataset: z.optional(
    z.string().check(z.describe("Set when the event is in this dataset's figures only (a compilation's break).")),
  ),
});
export type MarketEvent = z.infer<typeof marketEventSchema>;

export const annotationsQuerySchema = z.object({
  state: z.optional(
    z.string().check(z.regex(MARKET_CODE, 'must be a market code'), z.describe('Events of one market (CO, ON, CAN).')),
  ),
  format: formatSchema,
});
export type AnnotationsQuery = z.infer<typeof annotationsQuerySchema>;

export const annotationsAnswerSchema = z.object({ annotations: z.array(marketEventSchema) });
export type AnnotationsAnswer = z.infer<typeof annotationsAnswerSchema>;
