/**
 * Where a report's view lives in Firestore, beside the datasets it is built from (their
 * layout is the importer's store, data-import/src/store/dataset-layout.ts):
 *
 *   reportViews/{viewId}                                   ReportViewPointer: `version`, the input versions, sources, months,
 *                                                          and the name of each of its parts
 *   reportViews/{viewId}/versions/{v}                      every published version's ReportViewPointer, kept
 *   reportViews/{viewId}/parts/{hash}                      report-ready aggregates (each report's parts.ts), named by
 *                                                          their content and shared by the versions that hold them
 *
 * The importer writes the parts a new version lacks, then flips the pointer and writes the
 * version's record in one transaction; a reader reads the pointer (or, for an 'as of' view, the
 * last version published by that date), then only parts that version names. A view's parts are what a
 * request needs for the months and slice it shows: one series part for a chart (all months,
 * small) and, for rankings over a month range, one part per month holding each item's running
 * totals before that month and through it, so a range from..to is through(to) - before(from).
 */
import type { StoredDatasetMeta } from '@cannabis-reports/contracts';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * The layout's names, private to this family: only the reader (reader.ts) and the writer
 * (view-store.ts) open these documents, through the two functions below.
 */
const REPORT_VIEWS_COLLECTION = 'reportViews';
const PARTS_COLLECTION = 'parts';

/** `reportViews/{viewId}`. */
export const viewPointer = (db: Firestore, view: string) => db.collection(REPORT_VIEWS_COLLECTION).doc(view);
/** The parts of a view (or of a version stored before parts were named by their content). */
export const partsOf = (owner: DocumentReference) => owner.collection(PARTS_COLLECTION);

/** `reportViews/{viewId}`: the version readers use and what every request needs besides parts. */
export interface ReportViewPointer<Summary = unknown> {
  view: string;
  version: string;
  /** The dataset versions the view was built from: a changed input rebuilds it. */
  inputs: Record<string, string>;
  /** The view definition's shape it was built in (absent: 1): another shape rebuilds it. */
  shape?: number;
  sources: StoredDatasetMeta[];
  /** The months with data, in order (for a weekly view, the weeks' Sundays, 'YYYY-MM-DD'). */
  months: string[];
  summary: Summary;
  /** Each part's id and the name of its document in `parts`; absent in a view stored before parts were named by content. */
  parts?: Record<string, string>;
  /** ISO time the version became current. */
  publishedAt: string;
}

/** Part ids: the chart series of a slice (all, or one county) and a month's ranking inputs. */
export const seriesPartId = (county?: string) =>
  county ? `series__county__${encodeURIComponent(county)}` : 'series__all';
export const monthPartId = (period: string) => `month__${period}`;
export const statePartId = (state: string) => `series__state__${encodeURIComponent(state)}`;
