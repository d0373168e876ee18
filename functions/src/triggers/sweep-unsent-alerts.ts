/** Every 30 minutes: alert mails a failed send left pending after their task gave up are sent. */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { alertLinkSecret, smtpUrl } from '../config';

export const sweepUnsentAlerts = onSchedule(
  {
    schedule: 'every 30 minutes',
    timeZone: 'UTC',
    secrets: [smtpUrl, alertLinkSecret],
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 300,
  },
  async () => {
    await (await import('../services/alerts/alert-delivery')).sweepUnsentAlerts();
  },
);
