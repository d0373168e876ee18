/**
 * Where a report's view (tab and filters) lives. The paid reports keep it in the URL's query
 * string: reading it, pushing a history entry for each change the user makes (so back and
 * forward move between views), and replacing the entry when a link had to be adjusted, with
 * what was adjusted kept in that entry's state, so the notice comes back with it. The public
 * demo, framed by /demo and rendered without a router, keeps its view in memory instead: a
 * frame must not add entries to the page's history.
 */
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ReportParams } from '../api/report-data';
import { readViewParams, REPORT_KEY, viewSearch, type ViewParams } from '../view-params';

interface AdjustedState {
  adjusted?: string[];
}

export interface ReportLocation {
  /** The `report` the URL names, if any. */
  reportId: string | null;
  view: ViewParams;
  /** What was adjusted in the link that opened this entry. */
  adjusted: string[];
  /** A view the user chose: a new history entry. */
  push: (reportId: string, params: ReportParams) => void;
  /** The link as it was applied, in place of the current entry, with what was adjusted. */
  replace: (reportId: string, params: ReportParams, adjusted: string[]) => void;
}

const useView = (search: URLSearchParams) => {
  const key = search.toString();
  return useMemo(() => readViewParams(new URLSearchParams(key)), [key]);
};

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

export function useMemoryReportLocation(): ReportLocation {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return {
    reportId: null,
    view: useView(search),
    // The demo's filters come from its own controls, so nothing is ever adjusted.
    adjusted: [],
    push: (_reportId, params) => setSearch(viewSearch(undefined, params)),
    replace: (_reportId, params) => setSearch(viewSearch(undefined, params)),
  };
}
