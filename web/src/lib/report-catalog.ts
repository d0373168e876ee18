/**
 * `GET /reports`: the paid reports this deployment sells (public), in the viewer's tab order.
 * Read by the viewer's tabs and by the pages that list what a subscription includes, so it
 * lives in lib/ beside the other readers every layer may use.
 */
import { apiRoutes, type ReportCatalogAnswer, type ReportCatalogEntry } from '@cannabis-reports/contracts';
import { api } from './api-client';
import { useQuery, type QueryResult } from './use-query';

export type { ReportCatalogEntry };

export const fetchReportCatalog = (signal?: AbortSignal) => api(apiRoutes.reportCatalog, { signal });

/** The catalogue, read once per component; its `data` is undefined until read (or when it could not be). */
export function useReportCatalog(): QueryResult<ReportCatalogAnswer> {
  return useQuery({
    key: ['report-catalog'],
    fetcher: fetchReportCatalog,
    onError: (error) => console.warn('Could not read the report catalogue', error),
  });
}
