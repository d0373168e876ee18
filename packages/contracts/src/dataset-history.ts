/**
 * A dataset's history as the importer records it (layout in ./datasets): every fetch or import
 * attempt, and every published version with its revision against the one before. Read by the
 * data pages and the 'as of' views; never deleted, since a version is kept for good and its
 * records with it.
 */

import type { FetchVia } from './dataset-arrival';

/** What became of one fetch or import: a new version, the same content again, or nothing and why. */
export type FetchOutcome = 'imported' | 'unchanged' | 'fetch_failed' | 'malformed';

/** `datasets/{id}/fetches/{id}`: one fetch of a source (or one import of a file), whatever came of it. */
export interface FetchRecord {
  datasetId: string;
  /** The address fetched, or the name of the file imported by hand. */
  source: string;
  /** The daily fetch or an operator's import; absent in older records (`viaOf` tells them apart by `source`). */
  via?: FetchVia;
  /** ISO time of the fetch. */
  at: string;
  /** SHA-256 of the bytes received; absent when nothing was received. */
  contentSha256?: string;
  bytes?: number;
  /** Rows parsed, when the file parsed. */
  rows?: number;
  outcome: FetchOutcome;
  /** Why nothing changed, for fetch_failed and malformed. */
  reason?: string;
  /** The version the fetch produced or found current. */
  version?: string;
}

/** One figure a publication changed: the row it belongs to, the field, and the value before and after. */
export interface RevisedFigure {
  period: string;
  /** The row's identity besides its period, as 'field=value' pairs ('county=Denver'); '' when the period alone names it. */
  key: string;
  field: string;
  old: number | string | boolean | null;
  new: number | string | boolean | null;
}

/** What a version changed against the version before it (against nothing, for the first). */
export interface RevisionSummary {
  /** Periods with rows now and none before, in order. */
  periodsAdded: string[];
  /** Periods with rows before and none now. */
  periodsRemoved: string[];
  /** Periods present in both whose rows changed (a figure revised, or a row added or removed). */
  periodsRevised: string[];
  rowsAdded: number;
  rowsRemoved: number;
  figuresRevised: number;
  /** The largest numeric revisions by absolute change (at most ten), for a history page. */
  largest: RevisedFigure[];
}

/**
 * `datasets/{id}/versions/{v}`: a published version. Its rows are the chunks named, in order
 * (`datasets/{id}/chunks/{hash}`, shared by every version that holds the same run of rows);
 * every revised figure is in `versions/{v}/revised/{00000}` in chunks of `{ figures }`.
 */
export interface DatasetVersion {
  rowCount: number;
  contentHash: string;
  chunks: string[];
  /** ISO time the version became current: an 'as of' view on a date reads the last version published by its end. */
  publishedAt: string;
  /** The version it revised; absent for the first. */
  previous?: string;
  revision: RevisionSummary;
  /** One line for readers written from the revision and the rows ('Maryland, Oct 2025 published: $95.1M, +3.2 % on September'); absent when no row changed, or in versions stored before it was written. */
  whatsNew?: string;
  periodFrom: string;
  periodTo: string;
  /** Bytes this version added to the store (Firestore's storage size): the chunks it was first to hold, its revised figures and this record. */
  storedBytes: number;
}
