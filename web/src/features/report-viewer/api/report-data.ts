/**
 * The built-in report data API: a report as data, read with the report's own embed token
 * (not the user's ID token), filtered on the server so only aggregates travel.
 */
import type { ApiRoutes, ReportData } from '@cannabis-reports/contracts';
import { readAnswer } from '../../../lib/api-answer';
import { beginRead, takeBegunRead } from '../../../lib/begun-reads';
import type { EmbedConfig } from './embed-config';

export type { ReportData, ReportFilter, ReportSection, ReportSource, Unit } from '@cannabis-reports/contracts';

export type ReportParams = Record<string, string>;

/** `config.embedUrl` is this report's address on the report data route (`GET /reports/:reportId`). */
function addressOf(config: EmbedConfig, params: ReportParams): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  return `${config.embedUrl}${query.size ? `?${query}` : ''}`;
}

async function read(address: string, embedToken: string, signal?: AbortSignal) {
  const response = await fetch(address, {
    headers: { Authorization: `Bearer ${embedToken}`, Accept: 'application/json' },
    signal,
  });
  return readAnswer<ApiRoutes['reportData']>(response);
}

/**
 * Begins reading a report as soon as its configuration is known, while the viewer's code is
 * still loading, or hands over the figures that came with the configuration (`answered`): the
 * viewer's first read of the same report and filters takes this answer.
 */
export function beginReportData(config: EmbedConfig, params: ReportParams, answered?: ReportData): void {
  const address = addressOf(config, params);
  beginRead(address, () => (answered ? Promise.resolve(answered) : read(address, config.embedToken)));
}

export async function fetchReportData(config: EmbedConfig, params: ReportParams, signal?: AbortSignal) {
  const address = addressOf(config, params);
  return takeBegunRead<Awaited<ReturnType<typeof read>>>(address) ?? read(address, config.embedToken, signal);
}
