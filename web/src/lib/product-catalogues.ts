/**
 * What the pages that sell the product say it holds (the sign-in pitch, the upgrade page): the
 * reports from the report catalogue and each market's newest month from the data catalogue.
 */
import type { MarketCoverage, ReportCatalogEntry } from '@cannabis-reports/contracts';
import { useDatasetCatalog } from './dataset-catalog';
import { useReportCatalog } from './report-catalog';

/**
 * Both catalogues, given together once both have answered (each undefined until then, or when
 * its read failed): one update of the page instead of two, since each lays the page out again,
 * a long task on a slow phone after the first paint.
 */
export function useProductCatalogues(): {
  reports: ReportCatalogEntry[] | undefined;
  markets: MarketCoverage[] | undefined;
} {
  const reportCatalog = useReportCatalog();
  const datasetCatalog = useDatasetCatalog();
  if (reportCatalog.status === 'loading' || datasetCatalog.status === 'loading')
    return { reports: undefined, markets: undefined };
  return { reports: reportCatalog.data?.reports, markets: datasetCatalog.data?.markets };
}
