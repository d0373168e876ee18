/**
 * `GET /powerbi/report/embedToken`, a paid report's embed configuration (`reportId` picks
 * one of the built-in paid reports), and the built-in public demo's.
 */
import { apiRequest } from '../../../lib/api-client';

import type { EmbedConfig } from '@cannabis-reports/contracts';
export type { EmbedConfig, ReportViewer } from '@cannabis-reports/contracts';

export const fetchEmbedConfig = (reportId?: string, signal?: AbortSignal) =>
  apiRequest<EmbedConfig>(`/powerbi/report/embedToken${reportId ? `?reportId=${encodeURIComponent(reportId)}` : ''}`, {
    signal,
  });

export const fetchDemoEmbedConfig = (signal?: AbortSignal) =>
  apiRequest<EmbedConfig>('/reports/demo/embedToken', { signal });
