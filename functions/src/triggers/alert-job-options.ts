/** The scheduled alert jobs' settings: the mail secrets, one instance at a time (a rerun sends nothing twice, but one run at a time is enough). */
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { alertLinkSecret, smtpUrl } from '../config';

export const alertJobOptions = (schedule: string, timeoutSeconds: number): ScheduleOptions => ({
  schedule,
  timeZone: 'UTC',
  secrets: [smtpUrl, alertLinkSecret],
  maxInstances: 1,
  memory: '512MiB',
  timeoutSeconds,
});
