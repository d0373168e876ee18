/**
 * The daily schedule's work: one task per dataset whose publisher address is configured, each
 * named for its source and day, so the sources are fetched and imported apart (a slow, huge
 * or failing one delays no other) and a schedule run twice enqueues nothing twice. One
 * source's failed enqueue never stops the others; the run fails after trying them all, so
 * the scheduler retries it.
 */
import type { IngestSource } from '@cannabis-reports/data-import';
import { dataSourceUrls } from './data-source-params';
import { INGEST_TASK_FUNCTION, ingestTaskId, type IngestTask } from './ingest-tasks';
import { ingestionTaskNotEnqueued, ingestionTasksEnqueued } from '../logs';
import { INGEST_TASK_TIMEOUT_SECONDS } from '../runtime-limits';
import { adminTaskQueues } from '../services/platform/firebase';

export const configuredSources = (): IngestSource[] =>
  dataSourceUrls.flatMap(({ datasetId, url }) => (url() ? [{ datasetId, url: url() }] : []));

const alreadyExists = (error: unknown) => (error as { code?: string } | null)?.code === 'functions/task-already-exists';

export async function ingestPublishedData(
  sources: IngestSource[] = configuredSources(),
  now: Date = new Date(),
): Promise<{ enqueued: string[]; alreadyQueued: string[] }> {
  const queue = adminTaskQueues().taskQueue<IngestTask>(INGEST_TASK_FUNCTION);
  const summary = { enqueued: [] as string[], alreadyQueued: [] as string[] };
  let failures = 0;
  await Promise.all(
    sources.map(async ({ datasetId }) => {
      const id = ingestTaskId(datasetId, now);
      try {
        // The dispatch deadline is the task's timeout: Cloud Tasks would otherwise give up after 10 minutes.
        await queue.enqueue({ datasetId }, { id, dispatchDeadlineSeconds: INGEST_TASK_TIMEOUT_SECONDS });
        summary.enqueued.push(id);
      } catch (error) {
        if (alreadyExists(error)) return void summary.alreadyQueued.push(id);
        failures += 1;
        ingestionTaskNotEnqueued(datasetId, error);
      }
    }),
  );
  ingestionTasksEnqueued(summary);
  if (failures) throw new Error(`${failures} ingestion tasks were not enqueued`);
  return summary;
}
