/**
 * The built-in provider's viewer (loaded lazily with its charting library): the paid
 * reports as tabs, or the one public demo report. Each report has its own short-lived
 * token, fetched when the tab is opened and refreshed before it expires.
 */
import { isPaidReportId, PAID_REPORT_IDS, PAID_REPORT_LABELS } from '@cannabis-reports/contracts';
import { useState } from 'react';
import { fetchDemoEmbedConfig, fetchEmbedConfig, type EmbedConfig } from '../api/embed-config';
import { useEmbedTokenRefresh } from '../hooks/use-embed-token-refresh';
import { ReportBoundary } from './report-boundary';
import { ReportView } from './report-view';

const PAID_REPORTS = PAID_REPORT_IDS.map((id) => ({ id, label: PAID_REPORT_LABELS[id] }));

export default function BuiltinReportViewer({ config }: { config: EmbedConfig }) {
  const [current, setCurrent] = useState(config);
  const [switching, setSwitching] = useState(false);
  const paid = isPaidReportId(config.reportId);

  useEmbedTokenRefresh(current.expiresAt, setCurrent, (signal) =>
    paid ? fetchEmbedConfig(current.reportId, signal) : fetchDemoEmbedConfig(signal),
  );

  const open = async (reportId: string) => {
    if (reportId === current.reportId) return;
    setSwitching(true);
    try {
      setCurrent(await fetchEmbedConfig(reportId));
    } catch (error) {
      console.warn('Could not open the report', error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <section className="builtin-report" aria-label="Report">
      {paid && (
        <nav className="report-tabs" aria-label="Reports">
          {PAID_REPORTS.map((report) => (
            <button
              key={report.id}
              type="button"
              className="report-tab"
              aria-current={report.id === current.reportId ? 'page' : undefined}
              disabled={switching}
              onClick={() => void open(report.id)}
            >
              {report.label}
            </button>
          ))}
        </nav>
      )}
      <ReportBoundary resetKey={current.reportId}>
        <ReportView key={current.reportId} config={current} />
      </ReportBoundary>
    </section>
  );
}
