/**
 * The normalized datasets the built-in reports read, whatever file they came from. Every
 * parser turns one regulator format into one of these; the importer stores them; the
 * report data API aggregates them. Periods are calendar months, 'YYYY-MM'; money is USD.
 */

import type { DatasetId, StoredDatasetMeta } from '@cannabis-reports/contracts';
import type { RowsOf } from '../datasets';

/**
 * Where a dataset comes from, for the reports' 'data as of' line and attribution: the
 * stored meta of the contracts, with a known dataset id.
 */
export interface DatasetMeta extends StoredDatasetMeta {
  id: DatasetId;
}

/** A row the parser refused, and why: never dropped silently. Lines are 1-based, as an editor shows them. */
export interface RejectedRow {
  file: string;
  line: number;
  reason: string;
}

/**
 * A row folded into another instead of kept on its own, and how: a late report added to its
 * licence's month, or an exact repeat (the same publication given twice) dropped. Listed, as
 * rejected rows are, so the import accounts for every line.
 */
export type MergedRow = RejectedRow;

export interface ParsedDataset<Id extends DatasetId = DatasetId> {
  meta: DatasetMeta & { id: Id };
  rows: RowsOf[Id][];
  rejected: RejectedRow[];
  merged: MergedRow[];
}

/** Narrows a parsed dataset to the rows of its id: `if (isDataset(dataset, 'wa-retail-sales')) dataset.rows[0].license`. */
export function isDataset<Id extends DatasetId>(dataset: ParsedDataset, id: Id): dataset is ParsedDataset<Id> {
  return dataset.meta.id === id;
}
