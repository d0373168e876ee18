/**
 * The built-in provider's viewer: reports the app renders itself from public data. Its
 * charts and report data API arrive with issue #6; until then it names the report it was
 * given, so the contract (viewer choice, token, report id) is visible end to end.
 */
import type { EmbedConfig } from '../api/embed-config';

export default function BuiltinReportViewer({ config }: { config: EmbedConfig }) {
  return (
    <section className="report-frame builtin-report" aria-label="Report" data-report-id={config.reportId}>
      <p>Report: {config.reportId}</p>
    </section>
  );
}
