/**
 * The scheduled ingestion's tasks: one Cloud Tasks task per configured source, so a slow, huge
 * or failing source delays no other. Pure parts here (names, payloads); the queue calls live
 * in enqueue-ingest-tasks.ts and the task's work in ingest-one-source.ts.
 */
import { DATASET_IDS, type DatasetId } from '@cannabis-reports/contracts';

/** The task queue function's name: Cloud Tasks' queue is named after it. */
export const INGEST_TASK_FUNCTION = 'ingestSourceTask';

/**
 * What a task carries: the dataset only. Its address is read from the dataset's setting when the task
 * runs (ingest-source-task), never taken from the payload: whoever can enqueue a task cannot choose what
 * the function fetches, and a setting changed since the schedule ran is the one used.
 */
export interface IngestTask {
  datasetId: DatasetId;
}

/**
 * One name per source and UTC day: Cloud Tasks refuses a second task of the same name, so a
 * schedule run again the same day (a retry, a manual run) enqueues nothing twice. Names allow
 * letters, digits, hyphens and underscores only.
 */
export function ingestTaskId(datasetId: DatasetId, at: Date): string {
  return `ingest-${datasetId}-${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

const isDatasetId = (value: unknown): value is DatasetId => (DATASET_IDS as readonly unknown[]).includes(value);

/** The task's dataset, or null when it names none (a task is never trusted blind); anything else it carries is ignored. */
export function parseIngestTask(data: unknown): IngestTask | null {
  if (typeof data !== 'object' || data === null) return null;
  const { datasetId } = data as Record<string, unknown>;
  return isDatasetId(datasetId) ? { datasetId } : null;
}
