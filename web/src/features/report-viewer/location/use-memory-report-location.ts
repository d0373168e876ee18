/**
 * Where a report's view (tab and filters) lives. The paid reports keep it in the URL's query
 * string: reading it, pushing a history entry for each change the user makes (so back and
 * forward move between views), and replacing the entry when a link had to be adjusted, with
 * what was adjusted kept in that entry's state, so the notice comes back with it. The public
 * demo, framed by /demo and rendered without a router, keeps its view in memory instead: a
 * frame must not add entries to the page's history. The URL's hook is in a module of its own
 * (use-url-report-location.ts), so the framed demo does not load the router.
 */
import { useMemo, useState } from 'react';
import type { ReportParams } from '../api/report-data';
import { viewSearch, type ViewParams } from './view-search';

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

export function useMemoryReportLocation(): ReportLocation {
  const [search, setSearch] = useState(() => new URLSearchParams());
  // The view comes from the report's own controls, which offer only well-formed values: none
  // is checked, and the framed demo does not load the schema library.
  const view = useMemo<ViewParams>(() => ({ params: Object.fromEntries(search), malformed: {} }), [search]);
  return {
    reportId: null,
    view,
    // The demo's filters come from its own controls, so nothing is ever adjusted.
    adjusted: [],
    push: (_reportId, params) => setSearch(viewSearch(undefined, params)),
    replace: (_reportId, params) => setSearch(viewSearch(undefined, params)),
  };
}
