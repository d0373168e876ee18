/**
 * One source's ingestion, dispatched by Cloud Tasks from the daily schedule: retried with
 * backoff, a few at once, each within its own timeout (runtime-limits.ts). The payload is
 * checked as the schedule makes it, and its address against the same rule as the settings
 * (https outside the emulator) before anything is fetched.
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { INGEST_TASK_OPTIONS } from '../runtime-limits';
import { skippedForSettings } from '../serve-guard';

export const ingestSourceTask = onTaskDispatched(INGEST_TASK_OPTIONS, async (request) => {
  const { parseIngestTask } = await import('../ingestion/ingest-tasks');
  const task = parseIngestTask(request.data);
  if (!task) return void (await import('../logs')).ingestionTaskRefused(request.data);
  const { dataSourceUrlParam } = await import('../ingestion/data-source-params');
  const settings = () => ({ DATA_URLS: { [dataSourceUrlParam(task.datasetId)]: task.url } });
  if (skippedForSettings(`ingestSourceTask ${task.datasetId}`, settings)) return;
  await (await import('../ingestion/ingest-one-source')).ingestOneSource(task);
});
