/**
 * The paid reports of the catalogue as tabs, built-in and Power BI alike, their tab and
 * filters in the URL (`?report=...&from=...`): the view follows the URL, so a link reopens it
 * and back and forward move between views. A link naming no known report opens the first
 * one, saying so. Each report has its own short-lived token, fetched when its tab is opened
 * and refreshed before it expires.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { Spinner } from '../../../components/ui/spinner';
import type { ReportCatalogEntry } from '../../../lib/report-catalog';
import { useQuery } from '../../../lib/use-query';
import { fetchEmbedConfig, type EmbedConfig } from '../api/embed-config';
import { useEmbedTokenRefresh } from '../api/use-embed-token-refresh';
import { useUrlReportLocation } from '../location/use-url-report-location';
import { ReportBoundary } from '../report/report-boundary';
import { ReportNews } from './report-news';
import { ReportView } from '../report/report-view';
import '../report-viewer.css';

/** A Power BI report of the catalogue, in its own chunk: powerbi-client loads only when one is opened. */
const PowerBiReportViewer = lazy(() => import('./powerbi-report-viewer'));

export function PaidReportTabs({ config, catalog }: { config: EmbedConfig; catalog: ReportCatalogEntry[] }) {
  const where = useUrlReportLocation();
  const requested = where.reportId;
  const known = (reportId: string | null) => catalog.some((report) => report.id === reportId);
  // Without a catalogue (it could not be read) the report already opened stays.
  const unknownReport = catalog.length > 0 && requested !== null && !known(requested);
  const wantedId = requested !== null && known(requested) ? requested : config.reportId;
  const labelOf = (reportId: string) => catalog.find((report) => report.id === reportId)?.label ?? reportId;

  const [latest, setLatest] = useState(config);
  const switched = useQuery({
    key: ['embed-config', wantedId],
    enabled: wantedId !== latest.reportId,
    fetcher: (signal) => fetchEmbedConfig(wantedId, signal),
    onError: (error) => console.warn('Could not open the report', error),
  });
  const current =
    latest.reportId === wantedId ? latest : switched.data?.reportId === wantedId ? switched.data : undefined;

  useEmbedTokenRefresh(current?.expiresAt, setLatest, (signal) => fetchEmbedConfig(wantedId, signal));

  // On a phone the tabs are one row scrolled sideways: the open one is kept in sight, a link
  // to the last report included. Only the row scrolls (scrollIntoView would move the page too).
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = tabs.current;
    const tab = row?.querySelector('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const [shown, wanted] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (wanted.left < shown.left || wanted.right > shown.right) row.scrollLeft += wanted.left - shown.left;
  }, [wantedId]);

  // A link to a report that does not exist (any more): the first report, and a notice.
  const { replace, view } = where;
  useEffect(() => {
    if (!unknownReport) return;
    replace(config.reportId, { ...view.params, ...view.malformed }, [
      `there is no report '${String(requested).slice(0, 40)}', so this is ${labelOf(config.reportId)}`,
    ]);
    // labelOf reads the catalogue, a prop read once by the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownReport, requested, config.reportId, replace, view]);

  return (
    <section className="builtin-report" aria-label="Report">
      <nav className="report-tabs" aria-label="Reports" ref={tabs}>
        {catalog.map((report) => (
          <button
            key={report.id}
            type="button"
            className="report-tab"
            aria-current={report.id === wantedId ? 'page' : undefined}
            disabled={!current}
            onClick={() => report.id !== wantedId && where.push(report.id, {})}
          >
            {report.label}
          </button>
        ))}
      </nav>
      {/* A link to an unknown report is replaced before the report opens: the report's own
          adjustments are then added to its notice, not written over it. */}
      {current && !unknownReport ? (
        <ReportBoundary resetKey={current.reportId}>
          {current.viewer === 'powerbi' ? (
            <Suspense fallback={<Spinner label="Loading report" />}>
              <PowerBiReportViewer key={current.reportId} config={current} />
            </Suspense>
          ) : (
            <ReportView
              key={current.reportId}
              config={current}
              where={where}
              news={(market) => <ReportNews reportId={current.reportId} market={market} />}
            />
          )}
        </ReportBoundary>
      ) : switched.status === 'error' ? (
        <p className="error-text" role="alert">
          The report could not be opened.
        </p>
      ) : (
        <PageLoading label="Loading report" onRetry={switched.refetch} />
      )}
    </section>
  );
}
