/**
 * The scheduled ingestion's tasks: one Cloud Tasks task per configured source, so a slow, huge
 * or failing source delays no other. Pure parts here (names, payloads); the queue calls live
 * in enqueue-ingest-tasks.ts and the task's work in ingest-one-source.ts.
 */
import { DATASET_IDS, type DatasetId } from '@cannabis-reports/contracts';

/** The task queue function's name: Cloud Tasks' queue is named after it. */
export const INGEST_TASK_FUNCTION = 'ingestSourceTask';

/** What a task carries: the source as the schedule read it from the settings. */
export interface IngestTask {
  datasetId: DatasetId;
  url: string;
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

/** The task's payload, or null when it is not one the schedule enqueues (a task is never trusted blind). */
export function parseIngestTask(data: unknown): IngestTask | null {
  if (typeof data !== 'object' || data === null) return null;
  const { datasetId, url } = data as Record<string, unknown>;
  if (!isDatasetId(datasetId) || typeof url !== 'string' || !URL.canParse(url)) return null;
  if (!['https:', 'http:'].includes(new URL(url).protocol)) return null;
  return { datasetId, url };
}
