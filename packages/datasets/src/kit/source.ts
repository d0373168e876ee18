/**
 * Where a dataset comes from and how its publisher keeps it: the attribution every report
 * shows, how often a change is due (the catalogue's 'overdue' mark), how long after a period
 * the publisher has it out, and the published file the repository's snapshot is built from.
 * One record a dataset, in its folder's `source.ts`.
 */
import type { DatasetId, PublicationLag, StoredDatasetMeta } from '@cannabis-reports/contracts';
import type { FixedMeta } from './dataset-builder';

export interface DatasetSource<Id extends DatasetId = DatasetId, Row = unknown> {
  id: Id;
  /** Type only, never set: the dataset's row type, from which the table derives `RowsOf`. */
  readonly row?: Row;
  title: string;
  publisher: string;
  /** Where the publisher puts the data, for readers (a page or the file). */
  sourceUrl: string;
  /**
   * The machine-readable file the publisher serves at a stable address, exactly as its format
   * reads it: the daily ingestion fetches it in production (the default of the `DATA_URL_<ID>`
   * param, which an operator may change or blank). Absent where the publisher serves only a PDF
   * or a dashboard: a new file is then imported by hand (`npm run import-data`).
   */
  fetchUrl?: string;
  licence: string;
  /** In words, e.g. 'Monthly: DCP adds the weeks of the past month on or after the 10th'. */
  cadence: string;
  units?: string;
  periodKind?: StoredDatasetMeta['periodKind'];
  /**
   * The most days the source may go without a change before the catalogue calls it overdue;
   * null where no change is expected (a one-off compilation, or a copy the product keeps as
   * published and does not follow).
   */
  expectedChangeDays: number | null;
  lag: PublicationLag;
  /** The published file the snapshot (data-snapshot/) is built from, under the data folder. */
  snapshotFile: string;
}

/** A dataset's source, of rows of type `Row`: `defineSource<CoCountyRow>()({ id: 'co-county-sales', ... })`. */
export const defineSource =
  <Row>() =>
  <Id extends DatasetId>(source: Omit<DatasetSource<Id, Row>, 'row'>): DatasetSource<Id, Row> =>
    source;

/** The attribution stored with the dataset's rows (the period range comes from the rows). */
export function storedMeta<Id extends DatasetId>(source: DatasetSource<Id, unknown>): FixedMeta<Id> {
  const { id, title, publisher, sourceUrl, licence, cadence, units, periodKind } = source;
  return {
    id,
    title,
    publisher,
    sourceUrl,
    licence,
    sample: false,
    cadence,
    ...(units === undefined ? {} : { units }),
    ...(periodKind === undefined ? {} : { periodKind }),
  };
}
