/**
 * One ingestion task's work: fetch the source, import it when its file changed and parses as
 * its dataset, record and log the outcome (`ingestion/{id}`). A failed fetch may pass (the
 * publisher's server down, a timeout), so it asks the queue to retry; a malformed file, or a
 * download refused by rule (a file over the byte cap), would come back the same, so it does not.
 */
import { ingestSource, type IngestOptions, type IngestOutcome, type IngestSource } from '@cannabis-reports/data-import';
import { alertsNotQueued, ingestionOutcome } from '../logs';
import { db } from '../services/platform/firebase';

/** Thrown for an outcome worth another attempt: the task queue retries with backoff. */
export class RetryLater extends Error {}

export async function ingestOneSource(task: IngestSource, options: IngestOptions = {}): Promise<IngestOutcome> {
  const outcome = await ingestSource(db(), task, options);
  ingestionOutcome(outcome);
  if (outcome.status === 'fetch_failed' && outcome.retryable !== false)
    throw new RetryLater(`${task.datasetId}: ${outcome.reason ?? 'fetch failed'}`);
  // Followers hear of the new version: recorded in the run and queued once, so a retried task alerts no one twice.
  // The import stands whatever the queue says: a run whose task was not queued is fanned out by the sweep.
  if (outcome.status === 'imported' && outcome.version)
    await (
      await import('../services/alerts/alert-delivery')
    )
      .alertPublished({ datasetId: task.datasetId, version: outcome.version })
      .catch((error: unknown) => alertsNotQueued(task.datasetId, error));
  return outcome;
}
