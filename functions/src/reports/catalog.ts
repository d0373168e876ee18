/**
 * The reports this deployment sells: every built-in report of the report package's catalogue,
 * always, then each Power BI report the operator configured. The viewer's tabs, the sign-in
 * pitch and the embed endpoint all read this one list.
 */
import { PAID_REPORTS, type ReportAccess } from '@cannabis-reports/reports';
import type { ReportViewer } from '@cannabis-reports/contracts';
import { powerBiReports } from '../config';
import { reportServiceMisconfigured } from '../logs';
import { parsePowerBiReports, type PowerBiReport } from './powerbi-reports';

export interface CatalogEntry {
  id: string;
  label: string;
  access: ReportAccess;
  viewer: ReportViewer;
  /** Where a Power BI report lives; absent for a built-in one. */
  powerBi?: PowerBiReport;
}

let logged = '';

/** Power BI's entries, read from the param on each call (params are read at run time). */
function configuredPowerBi(): PowerBiReport[] {
  const { reports, problem } = parsePowerBiReports(powerBiReports.value());
  if (problem && problem !== logged) reportServiceMisconfigured([problem]);
  logged = problem ?? '';
  return reports;
}

/** The paid reports, in the order the viewer's tabs show them: the built-in ones first. */
export function paidCatalog(): CatalogEntry[] {
  return [
    ...PAID_REPORTS.map(({ id, label }) => ({ id, label, access: 'paid' as const, viewer: 'builtin' as const })),
    ...configuredPowerBi().map((report) => ({
      id: report.id,
      label: report.label,
      access: 'paid' as const,
      viewer: 'powerbi' as const,
      powerBi: report,
    })),
  ];
}

/** A paid report by id; the first when no id is given; undefined for an id the catalogue lacks. */
export function paidEntry(reportId: string | undefined): CatalogEntry | undefined {
  const catalog = paidCatalog();
  return reportId === undefined ? catalog[0] : catalog.find((entry) => entry.id === reportId);
}
