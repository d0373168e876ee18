/**
 * The package's surface: the catalogue, building a report, the views the importer runs, and
 * the stored shapes its tests and the bench read. Everything else stays inside a report's folder.
 */
import { publicationCurrency, type PublicationCurrency, type ReportData } from '@cannabis-reports/contracts';
import { marketDatingLag, publicationLag } from '@cannabis-reports/datasets';
import type { Firestore } from 'firebase-admin/firestore';
import { REPORTS } from './catalog';
import type { ReportQuery } from './kit/builder-helpers';
import type { BuiltReport, ReportEntry, ViewDefinition } from './kit/definitions';
import { withMarketEvents } from './kit/market-annotations';
import { createReportReader, type ReportReader } from './kit/reader';
import { ReportError, StaleVersionError } from './kit/report-error';

export { REPORTS } from './catalog';
export { eventMark, marketsShown, withMarketEvents } from './kit/market-annotations';
export type { ReportAccess, ReportEntry, ViewDefinition, DatasetRows } from './kit/definitions';
export type { BuiltView } from './kit/built-view';
export type { ReportQuery } from './kit/builder-helpers';
export { clearPartCache, createReportReader, type ReportReader } from './kit/reader';
export { withReadCount } from './kit/read-counter';
export { ReportError, StaleVersionError, type ReportErrorCode } from './kit/report-error';
export { monthPartId, seriesPartId, statePartId, type ReportViewPointer } from './kit/view-layout';
export { readViewPointer, writeView, type ViewBuild } from './kit/view-store';
// The versioned store's rules, which the importer's dataset store follows too.
export { BoundedBatch } from './kit/bounded-batch';
export { BoundedCache } from './kit/bounded-cache';
export { documentSize, MAX_DOCUMENT_BYTES } from './kit/document-size';
export { asOfInstant, makeCurrent, newVersionId, versionAt, versionsOf } from './kit/versions';
export { readMarketDates, type MarketDate } from './markets/market-dates';
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
// The markets pages' section titles, for the public market pages that show a few of its sections.
export { HEADLINE_TITLE } from './markets/headline';
export { MONEY, salesTitleOf } from './markets/currency';
export { perAdultLabelOf, perResidentTitleOf } from './markets/per-resident';
// Every market's forecast and back-test, for the bench's timing of them at 1x and 10x.
export { forecastEveryMarket } from './markets/view';

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
 * How current a report's 'Data as of' month is on `now`, against the publisher of the dataset
 * that dates it. A report dated by a compilation of many markets has no one publisher: none. A
 * single market's page dated by a compilation is measured against the regulator it copied.
 */
export function reportCurrency(report: ReportEntry, built: BuiltReport, now: Date): PublicationCurrency | undefined {
  if (!built.dataAsOf) return undefined;
  if (built.datedBy) return publicationCurrency(marketDatingLag(built.datedBy), built.dataAsOf, now);
  const lag = publicationLag(report.view.main);
  return 'frozen' in lag ? undefined : publicationCurrency(lag, built.dataAsOf, now);
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
    const { datedBy, ...built } = await report.build(reader, query);
    // An old view is judged on its day: what the publisher should have had out then.
    const now = query.asOf ? new Date(`${query.asOf}T23:59:59Z`) : new Date();
    const currency = reportCurrency(report, { ...built, datedBy }, now);
    return {
      reportId: report.id,
      ...built,
      sections: withMarketEvents(built.sections, built.filters, report.market),
      ...(currency ? { currency } : {}),
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
