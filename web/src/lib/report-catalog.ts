/**
 * `GET /reports`: the paid reports this deployment sells (public), in the viewer's tab order.
 * Read by the viewer's tabs and by the pages that list what a subscription includes, so it
 * lives in lib/ beside the other readers every layer may use.
 */
import { apiRoutes, type ReportCatalogEntry } from '@cannabis-reports/contracts';
import { api } from './api-client';
import { useQuery } from './use-query';

export type { ReportCatalogEntry };

export const fetchReportCatalog = (signal?: AbortSignal) => api(apiRoutes.reportCatalog, { signal });

/** The catalogue's reports; undefined until read (or when it could not be). */
export function useReportCatalog(): ReportCatalogEntry[] | undefined {
  const { data } = useQuery({
    key: ['report-catalog'],
    fetcher: fetchReportCatalog,
    onError: (error) => console.warn('Could not read the report catalogue', error),
  });
  return data?.reports;
}
