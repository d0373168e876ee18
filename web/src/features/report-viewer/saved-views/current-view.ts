/**
 * The view on screen, as a saved view keeps it: the report the URL names (the opening report when
 * it names none the catalogue knows, as the tabs do) and its filters from the query string.
 */
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ReportCatalogEntry } from '../../../lib/report-catalog';
import type { ReportParams } from '../api/report-data';
import type { SavedView } from '../api/saved-views';
import { readViewParams } from '../location/read-view-params';
import { REPORT_KEY, viewSearch } from '../location/view-search';

export interface CurrentView {
  reportId: string;
  params: ReportParams;
  /** Only a built-in report's view is a query the server can keep; a Power BI report has none. */
  savable: boolean;
}

export function useCurrentView(openingReportId: string, catalog: ReportCatalogEntry[]): CurrentView {
  const [search] = useSearchParams();
  const linked = search.get(REPORT_KEY);
  const entry =
    catalog.find((report) => report.id === linked) ?? catalog.find((report) => report.id === openingReportId);
  return {
    reportId: entry?.id ?? openingReportId,
    params: readViewParams(search).params,
    savable: entry?.viewer !== 'powerbi',
  };
}

/** Where a saved view opens: /reports with its report and filters, as a link to it would. */
export function savedViewHref(view: SavedView): string {
  const params = Object.fromEntries(
    Object.entries(view.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return `${paths.reports}?${viewSearch(view.reportId, params)}`;
}

/** As the server lists them: by name, regardless of case, numbers in their order. */
export const byName = (a: SavedView, b: SavedView) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
