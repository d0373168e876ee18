/**
 * Daily at 06:00 UTC: regulators publish monthly or weekly, so a daily look finds a new file
 * within a day; the same run tells the operator which sources are behind their publishers.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { INGEST_SCHEDULE_OPTIONS } from '../runtime-limits';
import { skippedForSettings } from '../serve-guard';

export const ingestPublishedData = onSchedule(
  { ...INGEST_SCHEDULE_OPTIONS, schedule: 'every day 06:00', timeZone: 'UTC' },
  async () => {
    const { dataSourceSettings } = await import('../ingestion/data-source-params');
    if (skippedForSettings('ingestPublishedData', dataSourceSettings)) return;
    try {
      await (await import('../ingestion/ingest-published-data')).ingestPublishedData();
    } finally {
      // Said even when an enqueue failed: a source behind is news whether or not today's fetch ran.
      await (await import('../ingestion/currency-report')).reportSourcesBehind();
    }
  },
);
