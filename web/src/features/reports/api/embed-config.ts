/**
 * Spec, section 7: `GET /powerbi/report/embedToken`, a paid report's embed configuration
 * (`reportId` picks one of the built-in paid reports), and the built-in public demo's.
 */
import { apiRequest } from '../../../lib/api-client';

export type ReportViewer = 'powerbi' | 'builtin';

export interface EmbedConfig {
  embedToken: string;
  embedUrl: string;
  reportId: string;
  /** ISO 8601 expiry of embedToken. */
  expiresAt: string;
  viewer: ReportViewer;
}

export const fetchEmbedConfig = (reportId?: string) =>
  apiRequest<EmbedConfig>(`/powerbi/report/embedToken${reportId ? `?reportId=${encodeURIComponent(reportId)}` : ''}`);

export const fetchDemoEmbedConfig = () => apiRequest<EmbedConfig>('/reports/demo/embedToken');
