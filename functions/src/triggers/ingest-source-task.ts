/**
 * One source's ingestion, dispatched by Cloud Tasks from the daily schedule: retried with
 * backoff, a few at once, each within its own timeout (runtime-limits.ts). The payload names the
 * dataset only; the address fetched is the dataset's setting as it is now (data-source-params),
 * checked against the same rule as the settings (https outside the emulator) before anything is
 * fetched, and a dataset whose setting is empty is not fetched.
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { INGEST_TASK_OPTIONS } from '../runtime-limits';
import { skippedForSettings } from '../serve-guard';

export const ingestSourceTask = onTaskDispatched(INGEST_TASK_OPTIONS, async (request) => {
  const { parseIngestTask } = await import('../ingestion/ingest-tasks');
  const task = parseIngestTask(request.data);
  const logs = await import('../logs');
  if (!task) return void logs.ingestionTaskRefused(request.data);
  const { configuredUrlOf, dataSourceUrlParam } = await import('../ingestion/data-source-params');
  const url = configuredUrlOf(task.datasetId);
  if (!url)
    return void logs.ingestionTaskRefused({ datasetId: task.datasetId, reason: 'its source is not configured' });
  const settings = () => ({ DATA_URLS: { [dataSourceUrlParam(task.datasetId)]: url } });
  if (skippedForSettings(`ingestSourceTask ${task.datasetId}`, settings)) return;
  await (await import('../ingestion/ingest-one-source')).ingestOneSource({ datasetId: task.datasetId, url });
});
