/** Daily at 06:00 UTC: regulators publish monthly or weekly, so a daily look finds a new file within a day. */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_TIMEOUT_SECONDS } from '../runtime-limits';

export const ingestPublishedData = onSchedule(
  {
    schedule: 'every day 06:00',
    timeZone: 'UTC',
    maxInstances: 1,
    memory: '1GiB',
    // Several downloads and imports in a row: up to nine minutes, the limit for scheduled functions.
    timeoutSeconds: FUNCTION_TIMEOUT_SECONDS * 9,
    retryCount: 0,
  },
  async () => {
    await (await import('../ingestion/ingest-published-data')).ingestPublishedData();
  },
);
