/**
 * The built-in public demo report, framed by /demo (VITE_DEMO_REPORT_URL's local default).
 * It has no header or footer of its own: /demo provides them. The frame is sandboxed to an
 * opaque origin, so it signs nobody in: /demo, signed in, hands it the demo's token
 * (features/report-viewer/demo/demo-config-channel), and asks again before the token expires.
 */
import { PageLoading } from '../../components/ui/page-loading';
import { DemoReport } from '../../features/report-viewer/demo/demo-report';
import { requestDemoConfig } from '../../features/report-viewer/demo/demo-config-channel';
import { useQuery } from '../../lib/use-query';
import './embed-demo.css';

/** Opened on its own, outside /demo: nobody can hand it a token. */
function NotFramed() {
  return (
    <p>
      This report is shown on the <a href="/demo">Demo page</a>.
    </p>
  );
}

function FramedDemo() {
  const {
    status,
    data: config,
    refetch,
  } = useQuery({
    key: ['demo-embed-config'],
    fetcher: requestDemoConfig,
    onError: (error) => console.warn('Could not get the demo report token', error),
  });
  if (config) return <DemoReport config={config} fetchFresh={requestDemoConfig} />;
  if (status === 'error') return <p className="error-text">Error!</p>;
  return <PageLoading label="Loading report" onRetry={refetch} />;
}

export function EmbedDemoRoute() {
  return (
    <main className="embedded-report" aria-label="Public demo report">
      {window.parent === window ? <NotFramed /> : <FramedDemo />}
    </main>
  );
}
