/**
 * The package's surface: the catalogue, building a report, the views the importer runs, and
 * the stored shapes its tests and the bench read. Everything else stays inside a report's folder.
 */
import type { ReportData } from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { REPORTS } from './catalog';
import type { ReportQuery } from './kit/builder-helpers';
import type { ReportEntry, ViewDefinition } from './kit/definitions';
import { createReportReader, type ReportReader } from './kit/reader';
import { ReportError, StaleVersionError } from './kit/report-error';

export { REPORTS } from './catalog';
export type { ReportAccess, ReportEntry, ViewDefinition, DatasetRows } from './kit/definitions';
export type { BuiltView } from './kit/built-view';
export type { ReportQuery } from './kit/builder-helpers';
export { clearPartCache, createReportReader, type ReportReader } from './kit/reader';
export { withReadCount } from './kit/read-counter';
export { ReportError, StaleVersionError, type ReportErrorCode } from './kit/report-error';
export * from './kit/view-layout';
export type * from './market-overview/parts';
export type * from './washington-retail/parts';
export type * from './colorado-counties/parts';
export { COUNTIES_NOT_REPORTED } from './colorado-counties/parts';
export type * from './connecticut-weekly/parts';
export type * from './prices/parts';
export type * from './per-capita/parts';

// Each view's pure function, for the importer's tests on the regulators' real files.
export { buildStateMonthlyView } from './market-overview/view';
export { buildWashingtonView } from './washington-retail/view';
export { buildColoradoView } from './colorado-counties/view';
export { buildConnecticutView } from './connecticut-weekly/view';
export { buildPricesView } from './prices/view';
export { buildPerCapitaView } from './per-capita/view';
export { stateTotals } from './market-overview/state-totals';

// A dataset's monthly total and its change as the state pages give them, for the importer's 'What's new' lines.
export { datasetTotal } from './markets/source-list';
export { changeOf } from './markets/headline';

export const DEMO_REPORT_ID = 'demo';

/** The paid reports, in the catalogue's order. */
export const PAID_REPORTS = REPORTS.filter((report) => report.access === 'paid');

export const reportById = (id: string): ReportEntry | undefined => REPORTS.find((report) => report.id === id);

/** Every view some report reads, once each, in the catalogue's order. */
export const VIEWS: readonly ViewDefinition[] = [
  ...new Map(REPORTS.map((report) => [report.view.id, report.view])).values(),
];

/** Reads views 'as of' a date, and remembers when the newest version it read was published. */
function readerFor(db: Firestore, asOf: string | undefined) {
  const reader = createReportReader(db, {
    asOf,
    shapeOf: (view) => VIEWS.find((each) => each.id === view)?.shape ?? 1,
  });
  let publishedAt = '';
  const tracking: ReportReader = {
    ...reader,
    async requireView(view) {
      const pointer = await reader.requireView(view);
      if (pointer.publishedAt > publishedAt) publishedAt = pointer.publishedAt;
      return pointer as never;
    },
  };
  return { reader: tracking, publishedAt: () => publishedAt };
}

/**
 * Builds a report from the views in `db`; once more when an import replaced the view's version
 * while it was being read. With `asOf` (a day), from the views as they were published by its
 * end, and the answer says so. A `ReportError` says why it cannot.
 */
export async function buildReport(db: Firestore, reportId: string, query: ReportQuery): Promise<ReportData> {
  const report = reportById(reportId);
  if (!report) throw new ReportError('unknown_report', `No report ${reportId.slice(0, 40)}`);
  const buildOnce = async (): Promise<ReportData> => {
    const { reader, publishedAt } = readerFor(db, query.asOf);
    const built = await report.build(reader, query);
    return {
      reportId: report.id,
      ...built,
      ...(query.asOf ? { asOf: { date: query.asOf, publishedAt: publishedAt() } } : {}),
    };
  };
  try {
    return await buildOnce();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return buildOnce();
  }
}
