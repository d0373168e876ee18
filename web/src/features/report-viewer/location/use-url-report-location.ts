/** The paid reports' view in the URL's query string (see use-memory-report-location.ts). */
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readViewParams } from './read-view-params';
import { REPORT_KEY, viewSearch } from './view-search';
import type { ReportLocation } from './use-memory-report-location';

interface AdjustedState {
  adjusted?: string[];
}

/** The view a query string names, the same object while the string is unchanged. */
function useView(search: URLSearchParams) {
  const key = search.toString();
  return useMemo(() => readViewParams(new URLSearchParams(key)), [key]);
}

export function useUrlReportLocation(): ReportLocation {
  const [search, setSearch] = useSearchParams();
  const state = useLocation().state as AdjustedState | null;
  return {
    reportId: search.get(REPORT_KEY),
    view: useView(search),
    adjusted: Array.isArray(state?.adjusted) ? state.adjusted : [],
    push: (reportId, params) => setSearch(viewSearch(reportId, params)),
    replace: (reportId, params, adjusted) =>
      setSearch(viewSearch(reportId, params), { replace: true, state: { adjusted } }),
  };
}
