/**
 * The paid reports on /reports: fetch the embed configuration of the linked report (the first
 * when the link names none, or one the catalogue lacks) with its figures, then open the reports'
 * tabs in their lazily loaded chunk, whose first read takes those figures. A failed fetch is only
 * logged, never shown as a message of its own; the viewer area then shows 'Error!', as for any
 * configuration that is not ready.
 */
import { REPORT_ID } from '@cannabis-reports/contracts';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import { lazyWithReload } from '../../../lib/lazy-with-reload';
import { useReportCatalog } from '../../../lib/report-catalog';
import { useQuery } from '../../../lib/use-query';
import { onAuthStateChanged } from 'firebase/auth';
import { beginRead, takeBegunRead } from '../../../lib/begun-reads';
import { useAuth } from '../../../lib/auth';
import { auth } from '../../../lib/firebase';
import { fetchOpeningConfig, type EmbedConfig } from '../api/embed-config';
import { beginReportData, type ReportParams } from '../api/report-data';
import { readViewParams } from '../location/read-view-params';
import { SavedViewsMenu } from '../saved-views/saved-views-menu';
import { ReportBoundary } from '../report/report-boundary';
import { renderedOnServer } from '../../../lib/page-state';

const ReportTabs = lazyWithReload('builtin-report-viewer', () => import('./builtin-report-viewer'));

/**
 * The linked report's configuration, with its figures for the link's filters; the first
 * report's when the catalogue has no such report.
 */
async function openingConfig(linked: string | null, params: ReportParams, signal?: AbortSignal) {
  if (!linked || !REPORT_ID.test(linked)) return fetchOpeningConfig(undefined, params, signal);
  try {
    return await fetchOpeningConfig(linked, params, signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return fetchOpeningConfig(undefined, params, signal);
    throw error;
  }
}

/**
 * The configuration of the report a link opens. Its figures came with it (one answer, not the
 * configuration and then the figures), for the viewer's first read to take; where the report
 * refused the link's filters they did not, and are read as before, so the viewer gets the refusal.
 */
async function openReport(search: URLSearchParams, signal?: AbortSignal): Promise<EmbedConfig> {
  const { params } = readViewParams(search);
  const { figures, ...opening } = await openingConfig(search.get('report'), params, signal);
  if (opening.viewer === 'builtin') beginReportData(opening, params, figures);
  return opening;
}

const openingKey = (uid: string, search: URLSearchParams) => `opening-report:${uid}?${search.toString()}`;

/**
 * Begins opening the report of the page's link before the page asks: the viewer's code at
 * once, beside the sign-in check; and as soon as the reader is known to be signed in, beside
 * the read of their user info rather than after it and the page's first render, the report's
 * configuration and figures. A reader without paid access is answered 403, unread.
 * Called as /reports' code loads.
 */
export function beginOpeningReport(): void {
  ReportTabs.preload();
  // A page the server rendered came with its report (decision 0163): only its code is wanted.
  if (renderedOnServer(document)) return;
  const stop = onAuthStateChanged(auth, (user) => {
    stop();
    if (!user) return;
    const search = new URLSearchParams(window.location.search);
    beginRead(openingKey(user.uid, search), () => openReport(search));
  });
}

export function PaidReport() {
  // A link's report is opened at once (the viewer then follows the URL by itself).
  const [search] = useSearchParams();
  const { user } = useAuth();
  const { status, data: config } = useQuery({
    key: ['embed-config'],
    fetcher: (signal) =>
      (user && takeBegunRead<EmbedConfig>(openingKey(user.uid, search))) || openReport(search, signal),
    onError: (error) => console.warn('Could not fetch the report embed token', error),
  });
  // Read beside the configuration, so the tabs are drawn with the report, not pushed in after it.
  const catalog = useReportCatalog();
  // The viewer's chunk is fetched beside them too, not after.
  useEffect(() => ReportTabs.preload(), []);

  if (status === 'loading' || catalog.status === 'loading') return <PageLoading label="Loading report" />;
  if (!config) return <p className="error-text">Error!</p>;
  return (
    <ReportBoundary>
      <SavedViewsMenu openingReportId={config.reportId} catalog={catalog.data?.reports ?? []} />
      <Suspense fallback={<PageLoading label="Loading report" />}>
        {/* Without the catalogue the report opened still shows, without tabs. */}
        <ReportTabs config={config} catalog={catalog.data?.reports ?? []} />
      </Suspense>
    </ReportBoundary>
  );
}
