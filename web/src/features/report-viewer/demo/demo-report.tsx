/**
 * The one public demo report, framed by /demo: its view stays in memory (the framed page has
 * no router), and its token is renewed through `fetchFresh` before it expires.
 */
import { useState } from 'react';
import type { EmbedConfig } from '../api/embed-config';
import { useEmbedTokenRefresh } from '../api/use-embed-token-refresh';
import { ReportBoundary } from '../report/report-boundary';
import { ReportView } from '../report/report-view';
import '../report-viewer.css';

export function DemoReport({
  config,
  fetchFresh,
}: {
  config: EmbedConfig;
  fetchFresh: (signal: AbortSignal) => Promise<EmbedConfig>;
}) {
  const [current, setCurrent] = useState(config);
  useEmbedTokenRefresh(current.expiresAt, setCurrent, fetchFresh);
  return (
    <section className="builtin-report" aria-label="Report">
      <ReportBoundary resetKey={current.reportId}>
        <ReportView config={current} />
      </ReportBoundary>
    </section>
  );
}
