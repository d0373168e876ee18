/** Mondays at 07:00 UTC: each weekly reader's digest of the last week's runs (services/alerts/alert-digest). */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { skippedForSettings, alertSettings } from '../serve-guard';
import { alertJobOptions } from './alert-job-options';

export const sendWeeklyDigests = onSchedule(alertJobOptions('every monday 07:00', 540), async () => {
  if (skippedForSettings('sendWeeklyDigests', alertSettings)) return;
  const { productionDeps } = await import('../services/alerts/alert-delivery');
  const { sendWeeklyDigests: send } = await import('../services/alerts/alert-digest');
  // A failed digest stays pending for the sweep; the job itself is not retried.
  (await import('../logs')).alertsSent('weekly digests', await send(productionDeps()));
});
