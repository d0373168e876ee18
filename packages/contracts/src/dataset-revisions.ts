/**
 * What readers are told of a dataset's history: `GET /datasets/:datasetId/history` (public,
 * the /data/<dataset> page) and, per report, `POST /reports/:reportId/visits` (the signed-in
 * reader's 'What's new' and 'Revised since you last looked').
 */
import { z } from 'zod/mini';
import { datasetSummarySchema } from './catalog';

/** Bounds what a path may carry before the route looks the dataset up (an unknown one is a 404). */
export const datasetPathIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'must be a dataset id'));

/** The revisions and failed fetches a history answer lists at most, newest first. */
export const HISTORY_REVISIONS_MAX = 50;
export const HISTORY_FAILURES_MAX = 20;

const figureValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const revisedFigureSchema = z.object({
  period: z.string(),
  key: z.string(),
  field: z.string(),
  old: figureValueSchema,
  new: figureValueSchema,
});

/** One published version: when, and what it changed against the one before (nothing before, for the first). */
export const datasetRevisionSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  first: z.boolean(),
  rowCount: z.number(),
  periodsAdded: z.array(z.string()),
  periodsRemoved: z.array(z.string()),
  periodsRevised: z.array(z.string()),
  rowsAdded: z.number(),
  rowsRemoved: z.number(),
  figuresRevised: z.number(),
  /** The largest numeric revisions, at most ten, the largest change first. */
  largest: z.array(revisedFigureSchema),
  /** The version's 'What's new' line, when it has one. */
  whatsNew: z.optional(z.string()),
  /** How the file that made it arrived; absent when no recorded fetch or import names it. */
  via: z.optional(z.enum(['fetch', 'manual'])),
});
export type DatasetRevision = z.infer<typeof datasetRevisionSchema>;

/** A fetch that changed nothing because the file could not be had or read. */
export const failedFetchSchema = z.object({
  at: z.string(),
  outcome: z.enum(['fetch_failed', 'malformed']),
  reason: z.string(),
  via: z.enum(['fetch', 'manual']),
});
export type FailedFetch = z.infer<typeof failedFetchSchema>;

export const datasetHistoryAnswerSchema = z.object({
  dataset: datasetSummarySchema,
  /** Newest first, at most HISTORY_REVISIONS_MAX; `moreRevisions` when older ones were left out. */
  revisions: z.array(datasetRevisionSchema),
  moreRevisions: z.boolean(),
  /** Newest first, at most HISTORY_FAILURES_MAX. */
  failedFetches: z.array(failedFetchSchema),
});
export type DatasetHistoryAnswer = z.infer<typeof datasetHistoryAnswerSchema>;

/** One dataset a report draws that was revised since the reader last opened the report. */
export const revisedDatasetSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Periods whose figures were revised, in order. */
  periods: z.array(z.string()),
  figures: z.number(),
});
export type RevisedDataset = z.infer<typeof revisedDatasetSchema>;

export const reportVisitAnswerSchema = z.object({
  /**
   * One line per dataset the report draws whose latest version is news (not a first import, not a
   * frozen compilation: isNews), the newest first; `markets` are the states the dataset covers,
   * so a page about one state lists its own lines only.
   */
  whatsNew: z.array(
    z.object({ datasetId: z.string(), text: z.string(), publishedAt: z.string(), markets: z.array(z.string()) }),
  ),
  /**
   * The datasets revised since the reader's previous visit (ISO time in `since`); null on the
   * first visit or when nothing it draws was revised.
   */
  revisedSince: z.nullable(z.object({ since: z.string(), datasets: z.array(revisedDatasetSchema) })),
});
export type ReportVisitAnswer = z.infer<typeof reportVisitAnswerSchema>;
