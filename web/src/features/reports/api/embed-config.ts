/** Spec, section 7: `GET /powerbi/report/embedToken`, the paid report's embed configuration. */
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

export const fetchEmbedConfig = () => apiRequest<EmbedConfig>('/powerbi/report/embedToken');
