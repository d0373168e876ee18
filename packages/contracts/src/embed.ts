/**
 * The report-provider contract: what the embed endpoint answers, whichever provider issued
 * it, and which viewer renders it.
 */
import { z } from 'zod/mini';
import { PAID_REPORT_IDS } from './reports';

export type ReportViewer = 'powerbi' | 'builtin';

export interface EmbedConfig {
  embedToken: string;
  embedUrl: string;
  reportId: string;
  /** ISO 8601: when embedToken stops working; the viewer refreshes it before then. */
  expiresAt: string;
  viewer: ReportViewer;
}

/** `GET /powerbi/report/embedToken?reportId=`: one of the built-in paid reports, or the configured one. */
export const embedQuerySchema = z.object({ reportId: z.optional(z.enum(PAID_REPORT_IDS)) });
