/**
 * The built-in report data API: a report as data, read with the report's own embed token
 * (not the user's ID token), filtered on the server so only aggregates travel.
 */
import { toApiError } from '../../../lib/api-error';
import type { EmbedConfig } from './embed-config';

import type { ReportData } from '@cannabis-reports/contracts';
export type { ReportData, ReportFilter, ReportSection, ReportSource, Unit } from '@cannabis-reports/contracts';

export type ReportParams = Record<string, string>;

export async function fetchReportData(
  config: EmbedConfig,
  params: ReportParams,
  signal?: AbortSignal,
): Promise<ReportData> {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const response = await fetch(`${config.embedUrl}${query.size ? `?${query}` : ''}`, {
    headers: { Authorization: `Bearer ${config.embedToken}`, Accept: 'application/json' },
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as ReportData;
}
