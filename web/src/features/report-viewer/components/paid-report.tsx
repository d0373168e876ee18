/**
 * The paid report on /reports: fetch the embed configuration, then hand it to the viewer
 * its provider names, each viewer in its own lazily loaded chunk. A failed fetch is only
 * logged, never shown as a message of its own; the viewer area then shows 'Error!', as for
 * any configuration that is not ready.
 */
import { isPaidReportId } from '@cannabis-reports/contracts';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { lazyWithReload } from '../../../lib/lazy-with-reload';
import { useQuery } from '../../../lib/use-query';
import { fetchEmbedConfig } from '../api/embed-config';
import { ReportBoundary } from './report-boundary';

const viewers = {
  powerbi: lazyWithReload('powerbi-report-viewer', () => import('./powerbi-report-viewer')),
  builtin: lazyWithReload('builtin-report-viewer', () => import('./builtin-report-viewer')),
};

export function PaidReport() {
  // A link's report is opened at once (the viewer then follows the URL by itself).
  const [search] = useSearchParams();
  const linked = search.get('report');
  const { status, data: config } = useQuery({
    key: ['embed-config'],
    fetcher: (signal) => fetchEmbedConfig(linked && isPaidReportId(linked) ? linked : undefined, signal),
    onError: (error) => console.warn('Could not fetch the report embed token', error),
  });

  if (status === 'loading') return <PageSpinner label="Loading report" />;
  const Viewer = config && viewers[config.viewer];
  if (!config || !Viewer) return <p className="error-text">Error!</p>;
  return (
    <ReportBoundary>
      <Suspense fallback={<PageSpinner label="Loading report" />}>
        <Viewer config={config} />
      </Suspense>
    </ReportBoundary>
  );
}
