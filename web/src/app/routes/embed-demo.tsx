/**
 * The built-in public demo report, framed by /demo (VITE_DEMO_REPORT_URL's local default).
 * It has no header or footer of its own: /demo provides them. Any signed-in user gets its
 * token; the frame shares the app's sign-in, being same-origin.
 */
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { fetchDemoEmbedConfig, type EmbedConfig } from '../../features/reports/api/embed-config';
import BuiltinReportViewer from '../../features/reports/components/builtin-report-viewer';
import { useAuth } from '../../lib/auth';

export function EmbedDemoRoute() {
  const { user, loading } = useAuth();
  const [config, setConfig] = useState<EmbedConfig | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!user) return;
    fetchDemoEmbedConfig()
      .then(setConfig)
      .catch((error: unknown) => {
        console.warn('Could not fetch the demo report token', error);
        setFailed(true);
      });
  }, [user]);

  let content;
  if (loading || (user && !config && !failed)) content = <PageSpinner label="Loading report" />;
  else if (!user) content = <p>Sign in to see the demo report.</p>;
  else if (!config) content = <p className="error-text">Error!</p>;
  else content = <BuiltinReportViewer config={config} />;
  return (
    <main className="embedded-report" aria-label="Public demo report">
      {content}
    </main>
  );
}
