/**
 * The built-in report data API: a report as data, read with the report's own embed token
 * (not the user's ID token), filtered on the server so only aggregates travel.
 */
import type { ApiRoutes } from '@cannabis-reports/contracts';
import { readAnswer } from '../../../lib/api-answer';
import type { EmbedConfig } from './embed-config';

export type { ReportData, ReportFilter, ReportSection, ReportSource, Unit } from '@cannabis-reports/contracts';

export type ReportParams = Record<string, string>;

const BEGUN_KEPT_MS = 10_000;

/** Reads begun before the viewer asked (see beginReportData), by address; each is taken once. */
const begun = new Map<string, { answer: ReturnType<typeof read>; at: number }>();

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
 * still loading: the viewer's first read of the same report and filters takes this answer
 * (within 10 s) instead of waiting for its code before asking. Its failure is the viewer's to report.
 */
export function beginReportData(config: EmbedConfig, params: ReportParams): void {
  const address = addressOf(config, params);
  const answer = read(address, config.embedToken);
  answer.catch(() => undefined);
  begun.set(address, { answer, at: Date.now() });
}

export async function fetchReportData(config: EmbedConfig, params: ReportParams, signal?: AbortSignal) {
  const address = addressOf(config, params);
  const early = begun.get(address);
  begun.delete(address);
  if (early && Date.now() - early.at < BEGUN_KEPT_MS) return early.answer;
  return read(address, config.embedToken, signal);
}
