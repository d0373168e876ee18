/**
 * The alert fan-out measured: 10,000 paying followers of one dataset, its current version
 * published in a run of its own and fanned out batch after batch (as the task queue hands them
 * over) to the local SMTP server, then fanned out again as a retried task would. Time, mails
 * sent, duplicates and peak memory, from the functions' own fan-out code.
 */
import type { DatasetId } from '@cannabis-reports/contracts';

const FOLLOWERS = 10_000;
const DATASET = 'ct-weekly-sales' as DatasetId;
/** Peak resident memory of the process that fans out, in MiB (a function instance has 1 GiB). */
const PEAK_MEMORY_BUDGET_MB = 512;

export async function alertFanOut(check: (ok: boolean, what: string) => string): Promise<void> {
  console.log(
    `\n== Alert fan-out (${FOLLOWERS.toLocaleString('en-US')} followers of ${DATASET}, local SMTP server) ==`,
  );
  // As the emulator's workers run the functions: plain SMTP to the local inbox.
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
    MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
    PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
    FUNCTIONS_EMULATOR: 'true',
  });
  const { benchAlertFanOut } = await import('@cannabis-reports/functions/src/testing/alert-fan-out-bench');
  const figures = await benchAlertFanOut(FOLLOWERS, DATASET);
  console.log(
    `${figures.mailsSent.toLocaleString('en-US')} mails in ${figures.batches} batches, ${figures.seconds.toFixed(1)} s` +
      ` (${(figures.mailsSent / figures.seconds).toFixed(0)} a second); a retried run sent ${figures.resent},` +
      ` addresses mailed twice ${figures.duplicates}: ${check(figures.mailsSent === FOLLOWERS && figures.resent === 0 && figures.duplicates === 0, 'alert fan-out: one mail per follower')}` +
      `; peak memory ${figures.peakRssMb} MiB, budget ${PEAK_MEMORY_BUDGET_MB} MiB: ${check(figures.peakRssMb <= PEAK_MEMORY_BUDGET_MB, 'alert fan-out memory')}`,
  );
}
