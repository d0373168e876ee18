/**
 * How a dataset's new publications reach the product: fetched by the daily ingestion from the
 * machine-readable address its publisher serves, imported by hand by an operator where the
 * publisher serves only a PDF or a dashboard, or never (a third party's one-off compilation).
 */
import { z } from 'zod/mini';

export const datasetArrivalSchema = z.union([
  /** `host`: where the daily fetch reads the file (the source's `fetchUrl`). */
  z.object({ how: z.literal('fetched'), host: z.string() }),
  z.object({ how: z.literal('manual') }),
  z.object({ how: z.literal('frozen') }),
]);
export type DatasetArrival = z.infer<typeof datasetArrivalSchema>;

/** How one file reached the store: the daily fetch, or an operator's `import-data` command. */
export type FetchVia = 'fetch' | 'manual';

/** A record written before `via` was: the fetch recorded the address it read, an import the file's name. */
export const viaOf = (record: { via?: FetchVia; source: string }): FetchVia =>
  record.via ?? (/^https?:\/\//.test(record.source) ? 'fetch' : 'manual');
