/** Mondays at 07:00 UTC: each weekly reader's digest of the last week's runs (services/alerts/alert-digest). */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { alertLinkSecret, smtpUrl } from '../config';

export const sendWeeklyDigests = onSchedule(
  {
    schedule: 'every monday 07:00',
    timeZone: 'UTC',
    secrets: [smtpUrl, alertLinkSecret],
    maxInstances: 1,
    memory: '512MiB',
    timeoutSeconds: 540,
  },
  async () => {
    const { productionDeps } = await import('../services/alerts/alert-delivery');
    const { sendWeeklyDigests: send } = await import('../services/alerts/alert-digest');
    // A failed digest stays pending for the sweep; the job itself is not retried.
    (await import('../logs')).alertsSent('weekly digests', await send(productionDeps()));
  },
);
