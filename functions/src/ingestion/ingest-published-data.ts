/**
 * The scheduled ingestion's work: every dataset whose publisher address is configured is
 * fetched and, when its file changed and parses as that dataset, imported. One source's
 * failure never stops the others; each outcome is logged and recorded in `ingestion/{id}`.
 */
import { ingestSource, type IngestOptions, type IngestOutcome, type IngestSource } from '@cannabis-reports/data-import';
import { dataSourceUrls } from './data-source-params';
import { ingestionOutcome } from '../logs';
import { db } from '../services/platform/firebase';

export const configuredSources = (): IngestSource[] =>
  dataSourceUrls.flatMap(({ datasetId, url }) => (url.value() ? [{ datasetId, url: url.value() }] : []));

export async function ingestPublishedData(
  sources: IngestSource[] = configuredSources(),
  options: IngestOptions = {},
): Promise<IngestOutcome[]> {
  const outcomes: IngestOutcome[] = [];
  for (const source of sources) {
    const outcome = await ingestSource(db(), source, options);
    ingestionOutcome(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}
