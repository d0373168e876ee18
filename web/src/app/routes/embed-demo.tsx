/**
 * The built-in public demo report, framed by /demo (VITE_DEMO_REPORT_URL's local default).
 * It has no header or footer of its own: /demo provides them. Any signed-in user gets its
 * token; the frame shares the app's sign-in, being same-origin.
 */
import { PageSpinner } from '../../components/ui/spinner';
import { fetchDemoEmbedConfig } from '../../features/report-viewer/api/embed-config';
import BuiltinReportViewer from '../../features/report-viewer/components/builtin-report-viewer';
import { useAuth } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';

export function EmbedDemoRoute() {
  const { user, loading } = useAuth();
  const { status, data: config } = useQuery({
    key: ['demo-embed-config', user?.uid],
    enabled: Boolean(user),
    fetcher: fetchDemoEmbedConfig,
    onError: (error) => console.warn('Could not fetch the demo report token', error),
  });

  let content;
  if (loading || status === 'loading') content = <PageSpinner label="Loading report" />;
  else if (!user) content = <p>Sign in to see the demo report.</p>;
  else if (!config) content = <p className="error-text">Error!</p>;
  else content = <BuiltinReportViewer config={config} />;
  return (
    <main className="embedded-report" aria-label="Public demo report">
      {content}
    </main>
  );
}
