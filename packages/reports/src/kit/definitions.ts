/** The shapes a report folder fills in, and the catalogue's row. */
import type { DatasetId, ReportData } from '@cannabis-reports/contracts';
import type { RowsOf } from '@cannabis-reports/datasets';
import type { ReportQuery } from './builder-helpers';
import type { BuiltView } from './built-view';
import type { ReportReader } from './reader';

/** The current rows of a view's datasets, by dataset id: the main one always, the extra ones once imported. */
export type DatasetRows = { [Id in DatasetId]?: RowsOf[Id][] };

/**
 * A view: what the importer builds from datasets, once per new set of input versions, and
 * stores as parts for the builders to read. A pure function of the rows.
 */
export interface ViewDefinition {
  id: string;
  /** The dataset the view shows; without it the view is not built. */
  main: DatasetId;
  /** Datasets that complete it when imported. */
  extra: DatasetId[];
  build(rows: DatasetRows): BuiltView<unknown>;
  /**
   * The shape of what it stores, 1 when not given: raised when the parts or the summary change,
   * so that a view stored in an older shape is rebuilt at the next import, not only when its data changes.
   */
  shape?: number;
}

/**
 * What a builder answers: the report data without its id, which is the catalogue's, nor its
 * currency, which the read works out from `datedBy`: the dataset whose month 'dataAsOf' is
 * (the view's main dataset when not given).
 */
export type BuiltReport = Omit<ReportData, 'reportId' | 'currency'> & { datedBy?: DatasetId };

/** The request-time half of a report: reads its view's parts, answers the figures for the query. */
export type ReportBuilder = (reader: ReportReader, query: ReportQuery) => Promise<BuiltReport>;

/** Who may read a report: paying and trialing users, or everyone signed in (the public demo). */
export type ReportAccess = 'paid' | 'demo';

/** One row of the catalogue. The id is the report's folder name and its URL name. */
export interface ReportEntry {
  id: string;
  /** The report's name where reports are listed (the viewer's tabs, the sign-in pitch). */
  label: string;
  access: ReportAccess;
  /** The one market a report shows without a market filter (Colorado's counties): its events are drawn on its charts. */
  market?: string;
  view: ViewDefinition;
  build: ReportBuilder;
}
