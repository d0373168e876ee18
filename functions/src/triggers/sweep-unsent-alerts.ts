/** Every 30 minutes: alert mails a failed send left pending after their task gave up are sent. */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { skippedForSettings, alertSettings } from '../serve-guard';
import { alertJobOptions } from './alert-job-options';

export const sweepUnsentAlerts = onSchedule(alertJobOptions('every 30 minutes', 300), async () => {
  if (skippedForSettings('sweepUnsentAlerts', alertSettings)) return;
  await (await import('../services/alerts/alert-delivery')).sweepUnsentAlerts();
});
