/**
 * `GET /datasets`: the public catalogue of the data the reports are built from, so a
 * visitor sees what they would buy (and how fresh it is) before paying.
 */
import { z } from 'zod/mini';

export const datasetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  sourceUrl: z.string(),
  licence: z.string(),
  /** First and last period covered: 'YYYY-MM', or week start dates for weekly data. */
  periodFrom: z.string(),
  periodTo: z.string(),
  periodKind: z.enum(['month', 'week', 'snapshot']),
  /** How often the publisher updates it, in words; null when not known. */
  cadence: z.nullable(z.string()),
  /** True for generated sample data. */
  sample: z.boolean(),
});
export type DatasetSummary = z.infer<typeof datasetSummarySchema>;

export const datasetCatalogAnswerSchema = z.object({ datasets: z.array(datasetSummarySchema) });
export type DatasetCatalogAnswer = z.infer<typeof datasetCatalogAnswerSchema>;
