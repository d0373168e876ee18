/**
 * `GET /powerbi/report/embedToken`, a paid report's embed configuration (`reportId` picks
 * one of the built-in paid reports), and the built-in public demo's.
 */
import { apiRoutes, isPaidReportId } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { EmbedConfig, ReportViewer } from '@cannabis-reports/contracts';

/** Without a paid report's id, the server answers its configured report. */
export const fetchEmbedConfig = (reportId?: string, signal?: AbortSignal) =>
  api(apiRoutes.paidEmbedConfig, {
    query: { reportId: reportId && isPaidReportId(reportId) ? reportId : undefined },
    signal,
  });

export const fetchDemoEmbedConfig = (signal?: AbortSignal) => api(apiRoutes.demoEmbedConfig, { signal });
