/**
 * The built-in report data API: a report as data, read with the report's own embed token
 * (not the user's ID token), filtered on the server so only aggregates travel.
 */
import { ApiError } from '../../../lib/api-client';
import type { EmbedConfig } from './embed-config';

export type Unit = 'usd' | 'count' | 'percent';

export type ReportFilter =
  | { kind: 'month-range'; from: string; to: string; min: string; max: string }
  | { kind: 'choice'; name: string; label: string; multiple: boolean; options: Array<{ value: string; label: string }>; value: string[] };

export type ReportSection =
  | { kind: 'line-chart' | 'bar-chart'; title: string; unit: Unit; x: string[]; series: Array<{ label: string; values: Array<number | null> }> }
  | { kind: 'table'; title: string; columns: Array<{ label: string; unit?: Unit }>; rows: Array<Array<string | number | null>> };

export interface ReportSource {
  title: string;
  publisher: string;
  sourceUrl: string;
  licence: string;
  periodFrom: string;
  periodTo: string;
  sample: boolean;
}

export interface ReportData {
  reportId: string;
  title: string;
  description: string;
  sample: boolean;
  dataAsOf: string;
  sources: ReportSource[];
  filters: ReportFilter[];
  sections: ReportSection[];
  notes: string[];
}

export type ReportParams = Record<string, string>;

export async function fetchReportData(config: EmbedConfig, params: ReportParams): Promise<ReportData> {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const response = await fetch(`${config.embedUrl}${query.size ? `?${query}` : ''}`, {
    headers: { Authorization: `Bearer ${config.embedToken}`, Accept: 'application/json' },
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (payload as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof message === 'string' ? message : `Request failed (${response.status})`, typeof message === 'string' ? message : undefined);
  }
  return payload as ReportData;
}
