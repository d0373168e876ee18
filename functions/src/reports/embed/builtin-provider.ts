/**
 * The built-in report provider: reports the app renders itself from
 * public data, opened with a short-lived token scoped to one report (and, for the paid
 * reports, one user). The report data API (`embedUrl`, same origin) accepts only such a token.
 */
import { reportTokenSecret } from '../../config';
import { DEMO_REPORT_ID } from '@cannabis-reports/reports';
import type { EmbedConfig } from '@cannabis-reports/contracts';
import type { ReportProvider } from './embed-config';
import { signReportToken } from '../report-token';

/** Short, so a leaked token is soon useless; the viewer refreshes it before it expires. */
export const BUILTIN_TOKEN_LIFETIME_SECONDS = 60 * 60;

export function builtinEmbed(reportId: string, uid: string): EmbedConfig {
  const exp = Math.floor(Date.now() / 1000) + BUILTIN_TOKEN_LIFETIME_SECONDS;
  return {
    embedToken: signReportToken({ rid: reportId, sub: uid, exp }, reportTokenSecret.value()),
    embedUrl: `/api/reports/${reportId}`,
    reportId,
    expiresAt: new Date(exp * 1000).toISOString(),
    viewer: 'builtin',
  };
}

export const builtinProvider: ReportProvider = {
  async embed(entry, uid): Promise<EmbedConfig> {
    return builtinEmbed(entry.id, uid);
  },
};

export const demoEmbed = (uid: string) => builtinEmbed(DEMO_REPORT_ID, uid);
