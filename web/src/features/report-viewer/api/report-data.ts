/**
 * The built-in report data API: a report as data, read with the report's own embed token
 * (not the user's ID token), filtered on the server so only aggregates travel.
 */
import type { ApiRoutes } from '@cannabis-reports/contracts';
import { readAnswer } from '../../../lib/api-answer';
import type { EmbedConfig } from './embed-config';

export type { ReportData, ReportFilter, ReportSection, ReportSource, Unit } from '@cannabis-reports/contracts';

export type ReportParams = Record<string, string>;

/** `config.embedUrl` is this report's address on the report data route (`GET /reports/:reportId`). */
export async function fetchReportData(config: EmbedConfig, params: ReportParams, signal?: AbortSignal) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const response = await fetch(`${config.embedUrl}${query.size ? `?${query}` : ''}`, {
    headers: { Authorization: `Bearer ${config.embedToken}`, Accept: 'application/json' },
    signal,
  });
  return readAnswer<ApiRoutes['reportData']>(response);
}
