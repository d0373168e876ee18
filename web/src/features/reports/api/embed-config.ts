/**
 * Spec, section 7: `GET /powerbi/report/embedToken`, a paid report's embed configuration
 * (`reportId` picks one of the built-in paid reports), and the built-in public demo's.
 */
import { apiRequest } from '../../../lib/api-client';

// The embed contract is the server's (functions/src/services/reports/embed-config.ts): one definition.
import type { EmbedConfig } from '../../../../../functions/src/services/reports/embed-config';
export type { EmbedConfig, ReportViewer } from '../../../../../functions/src/services/reports/embed-config';

export const fetchEmbedConfig = (reportId?: string) =>
  apiRequest<EmbedConfig>(`/powerbi/report/embedToken${reportId ? `?reportId=${encodeURIComponent(reportId)}` : ''}`);

export const fetchDemoEmbedConfig = () => apiRequest<EmbedConfig>('/reports/demo/embedToken');
