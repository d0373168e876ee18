/**
 * The paid reports' view (tab and filters) in the URL's query string: reading it, pushing a
 * history entry for each change the user makes (so back and forward move between views),
 * and replacing the entry when a link had to be adjusted, with what was adjusted kept in
 * that entry's state, so the notice comes back with it. The public demo, framed by /demo,
 * keeps its view in memory instead: a frame must not add entries to the page's history.
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

export function useReportLocation(inUrl = true): ReportLocation {
  const [urlSearch, setUrlSearch] = useSearchParams();
  const location = useLocation();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const search = inUrl ? urlSearch : memory;
  const key = search.toString();
  const view = useMemo(() => readViewParams(new URLSearchParams(key)), [key]);
  const state = (inUrl ? location.state : null) as AdjustedState | null;
  const adjusted = Array.isArray(state?.adjusted) ? state.adjusted : [];

  return {
    reportId: search.get(REPORT_KEY),
    view,
    adjusted,
    push: (reportId, params) =>
      inUrl ? setUrlSearch(viewSearch(reportId, params)) : setMemory(viewSearch(undefined, params)),
    replace: (reportId, params, messages) =>
      inUrl
        ? setUrlSearch(viewSearch(reportId, params), { replace: true, state: { adjusted: messages } })
        : setMemory(viewSearch(undefined, params)),
  };
}
