/**
 * The built-in report provider, the local default: reports the app renders itself from
 * public data, opened with a short-lived token scoped to the report and the user. The
 * report data API (same origin, under embedUrl) accepts only such a token.
 */
import { reportTokenSecret } from '../../config';
import type { EmbedConfig, ReportProvider } from './embed-config';
import { signReportToken } from './report-token';

export const BUILTIN_PAID_REPORT_ID = 'market-overview';
/** Short, so a leaked token is soon useless; the viewer refreshes it before it expires. */
export const BUILTIN_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const builtinProvider: ReportProvider = {
  async paidReportEmbed(uid: string): Promise<EmbedConfig> {
    const exp = Math.floor(Date.now() / 1000) + BUILTIN_TOKEN_LIFETIME_SECONDS;
    return {
      embedToken: signReportToken({ rid: BUILTIN_PAID_REPORT_ID, sub: uid, exp }, reportTokenSecret.value()),
      embedUrl: `/api/reports/${BUILTIN_PAID_REPORT_ID}`,
      reportId: BUILTIN_PAID_REPORT_ID,
      expiresAt: new Date(exp * 1000).toISOString(),
      viewer: 'builtin',
    };
  },
};
