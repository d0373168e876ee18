/**
 * `GET /powerbi/report/embedToken`, a paid report's embed configuration (`reportId` picks one
 * of the catalogue's reports, built-in or Power BI), and the built-in public demo's.
 */
import { apiRoutes, type ReportQuery } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { EmbedConfig, ReportViewer } from '@cannabis-reports/contracts';

/** Without an id, the server answers the catalogue's first report. */
export const fetchEmbedConfig = (reportId?: string, signal?: AbortSignal) =>
  api(apiRoutes.paidEmbedConfig, { query: { reportId }, signal });

/**
 * The configuration of the report a page opens, with a built-in report's figures for `filters`
 * (each already checked against the report data API's query schema) in the same answer.
 */
export const fetchOpeningConfig = (
  reportId: string | undefined,
  filters: Record<string, string>,
  signal?: AbortSignal,
) => api(apiRoutes.paidEmbedConfig, { query: { reportId, figures: '1', ...(filters as ReportQuery) }, signal });

export const fetchDemoEmbedConfig = (signal?: AbortSignal) => api(apiRoutes.demoEmbedConfig, { signal });
