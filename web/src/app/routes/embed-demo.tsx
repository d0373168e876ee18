/**
 * The built-in public demo report, framed by /demo (VITE_DEMO_REPORT_URL's local default).
 * It has no header or footer of its own: /demo provides them. The frame is sandboxed to an
 * opaque origin, so it signs nobody in: /demo, signed in, hands it the demo's token
 * (features/reports/demo-config-channel), and asks again before the token expires.
 */
import { useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import type { EmbedConfig } from '../../features/reports/api/embed-config';
import { ReportBoundary } from '../../features/reports/components/report-boundary';
import { ReportView } from '../../features/reports/components/report-view';
import { requestDemoConfig } from '../../features/reports/demo-config-channel';
import { useEmbedTokenRefresh } from '../../features/reports/hooks/use-embed-token-refresh';
import { useQuery } from '../../lib/use-query';

function DemoReport({ config }: { config: EmbedConfig }) {
  const [current, setCurrent] = useState(config);
  useEmbedTokenRefresh(current.expiresAt, setCurrent, requestDemoConfig);
  return (
    <section className="builtin-report" aria-label="Report">
      <ReportBoundary resetKey={current.reportId}>
        <ReportView config={current} />
      </ReportBoundary>
    </section>
  );
}

/** Opened on its own, outside /demo: nobody can hand it a token. */
function NotFramed() {
  return (
    <p>
      This report is shown on the <a href="/demo">Demo page</a>.
    </p>
  );
}

function FramedDemo() {
  const { status, data: config } = useQuery({
    key: ['demo-embed-config'],
    fetcher: requestDemoConfig,
    onError: (error) => console.warn('Could not get the demo report token', error),
  });
  if (config) return <DemoReport config={config} />;
  if (status === 'error') return <p className="error-text">Error!</p>;
  return <PageSpinner label="Loading report" />;
}

export function EmbedDemoRoute() {
  return (
    <main className="embedded-report" aria-label="Public demo report">
      {window.parent === window ? <NotFramed /> : <FramedDemo />}
    </main>
  );
}
