/**
 * The report-provider contract: what the embed endpoint answers, whichever provider issued
 * it, and which viewer renders it.
 */
import { z } from 'zod/mini';
import { reportDataSchema } from './report-data';
import { reportQuerySchema } from './reports';

export const reportViewerSchema = z.enum(['powerbi', 'builtin']);
export type ReportViewer = z.infer<typeof reportViewerSchema>;

export const embedConfigSchema = z.object({
  embedToken: z.string(),
  embedUrl: z.string(),
  reportId: z.string(),
  /** ISO 8601: when embedToken stops working; the viewer refreshes it before then. */
  expiresAt: z.iso.datetime(),
  viewer: reportViewerSchema,
});
export type EmbedConfig = z.infer<typeof embedConfigSchema>;

/** A report's id in the catalogue: a built-in report's name, or `powerbi-` and a Power BI report's id. */
export const REPORT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * `GET /powerbi/report/embedToken?reportId=`: a paid report of the catalogue; the first when absent.
 * `figures=1`, with the report data API's filters, has a built-in report's figures answered with
 * its configuration: the page's opening read then waits on one answer, not on the configuration
 * and then the figures.
 */
export const paidEmbedQuerySchema = z.object({
  reportId: z.optional(z.string().check(z.regex(REPORT_ID, 'must be a report id'))),
  figures: z.optional(z.literal('1')),
  ...reportQuerySchema.shape,
});
export type PaidEmbedQuery = z.infer<typeof paidEmbedQuerySchema>;

/**
 * A paid report's configuration; with `figures`, when it asked for them and the report is built
 * in, its figures for the filters asked, as the report data API answers them. Absent when the
 * report refused those filters: the viewer's own read then gets the refusal.
 */
export const paidEmbedConfigSchema = z.extend(embedConfigSchema, { figures: z.optional(reportDataSchema) });
export type PaidEmbedConfig = z.infer<typeof paidEmbedConfigSchema>;

/** `GET /reports`: the paid reports this deployment sells, in the order the viewer's tabs show them. */
export const reportCatalogAnswerSchema = z.object({
  reports: z.array(z.object({ id: z.string(), label: z.string(), viewer: reportViewerSchema })),
});
export type ReportCatalogAnswer = z.infer<typeof reportCatalogAnswerSchema>;
export type ReportCatalogEntry = ReportCatalogAnswer['reports'][number];
