/**
 * The paid reports' viewer (loaded lazily with the built-in reports' charting library): the
 * catalogue's reports as tabs whose view lives in the URL. The public demo has its own
 * framed page (demo-report.tsx).
 */
import type { ReportCatalogEntry } from '../../../lib/report-catalog';
import type { EmbedConfig } from '../api/embed-config';
import { PaidReportTabs } from './paid-report-tabs';

export default function BuiltinReportViewer(props: { config: EmbedConfig; catalog: ReportCatalogEntry[] }) {
  return <PaidReportTabs {...props} />;
}
