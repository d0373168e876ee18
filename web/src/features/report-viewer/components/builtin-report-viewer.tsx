/**
 * The built-in provider's viewer (loaded lazily with its charting library): the paid
 * reports as tabs whose view lives in the URL, or the one public demo report, whose view
 * stays in memory (it is framed by /demo and rendered without a router).
 */
import { isPaidReportId } from '@cannabis-reports/contracts';
import { useState } from 'react';
import { fetchDemoEmbedConfig, type EmbedConfig } from '../api/embed-config';
import { useEmbedTokenRefresh } from '../hooks/use-embed-token-refresh';
import { PaidReportTabs } from './paid-report-tabs';
import { ReportBoundary } from './report-boundary';
import { ReportView } from './report-view';

function DemoReport({ config }: { config: EmbedConfig }) {
  const [current, setCurrent] = useState(config);
  useEmbedTokenRefresh(current.expiresAt, setCurrent, fetchDemoEmbedConfig);
  return (
    <section className="builtin-report" aria-label="Report">
      <ReportBoundary resetKey={current.reportId}>
        <ReportView config={current} />
      </ReportBoundary>
    </section>
  );
}

export default function BuiltinReportViewer({ config }: { config: EmbedConfig }) {
  return isPaidReportId(config.reportId) ? <PaidReportTabs config={config} /> : <DemoReport config={config} />;
}
