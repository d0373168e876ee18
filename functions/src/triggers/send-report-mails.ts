/**
 * The weekly and monthly scheduled report mails (services/report-mails): Mondays and the 1st of
 * each month at 08:00 UTC, an hour after the weekly alert digest. A rerun sends nothing twice.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { alertSettings, skippedForSettings } from '../serve-guard';
import { alertJobOptions } from './alert-job-options';

async function send(schedule: 'weekly' | 'monthly') {
  const { reportMailDeps } = await import('../services/report-mails/report-mail-delivery');
  const { sendScheduledReportMails } = await import('../services/report-mails/report-mail-runs');
  (await import('../logs')).reportMailsSent(schedule, await sendScheduledReportMails(schedule, reportMailDeps()));
}

export const sendWeeklyReportMails = onSchedule(alertJobOptions('0 8 * * 1', 540), async () => {
  if (skippedForSettings('sendWeeklyReportMails', alertSettings)) return;
  await send('weekly');
});

export const sendMonthlyReportMails = onSchedule(alertJobOptions('0 8 1 * *', 540), async () => {
  if (skippedForSettings('sendMonthlyReportMails', alertSettings)) return;
  await send('monthly');
});
