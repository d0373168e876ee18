/**
 * What a page that opens a paid report reads first, answered by one read: the catalogue's tabs,
 * and the linked report's embed configuration with a built-in report's figures for the link's
 * filters. The embed endpoint's opening read (`GET /powerbi/report/embedToken?figures=1`) and
 * `/reports` rendered on the server (decision 0163) both answer from here, so the page the
 * server renders and the one the browser reads are the same.
 */
import type { EmbedConfig, ReportCatalogAnswer, ReportData } from '@cannabis-reports/contracts';
import { ReportError, type ReportQuery } from '@cannabis-reports/reports';
import { paidCatalog, type CatalogEntry } from './catalog';
import { providerFor } from './embed/provider';
import { reportData } from './report-data';

/** `GET /reports`'s answer: the paid reports as the viewer's tabs list them. */
export const reportCatalogAnswer = (): ReportCatalogAnswer => ({
  reports: paidCatalog().map(({ id, label, viewer }) => ({ id, label, viewer })),
});

/**
 * A built-in report's figures answered with its configuration, read for the same paid reader the
 * report token would name. Filters the report refuses leave them out: the viewer's own read then
 * gets the refusal, with its message, as any later read would.
 */
async function openingFigures(reportId: string, filters: ReportQuery): Promise<ReportData | undefined> {
  try {
    return await reportData(reportId, filters);
  } catch (error) {
    if (error instanceof ReportError) return undefined;
    throw error;
  }
}

/** The report's embed configuration for `uid`, with its figures for `filters` when `figures` and built in. */
export async function openingReport(
  entry: CatalogEntry,
  uid: string,
  filters: ReportQuery,
  figures: boolean,
): Promise<EmbedConfig & { figures?: ReportData }> {
  const config = await (await providerFor(entry)).embed(entry, uid);
  if (!figures || entry.viewer !== 'builtin') return config;
  return { ...config, figures: await openingFigures(entry.id, filters) };
}
