/**
 * The report-provider contract: what the embed endpoint answers, whichever provider issued
 * it, and which viewer renders it.
 */
import { z } from 'zod/mini';
import { PAID_REPORT_IDS } from './reports';

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

/** `GET /powerbi/report/embedToken?reportId=`: one of the built-in paid reports, or the configured one. */
export const embedQuerySchema = z.object({ reportId: z.optional(z.enum(PAID_REPORT_IDS)) });
