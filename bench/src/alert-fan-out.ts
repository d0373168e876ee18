/**
 * The alert fan-out measured: 10,000 and then 100,000 paying followers of one dataset, its
 * current version published in a run of its own, seeded by this process; then fanned out batch
 * after batch (as the task queue hands them over) to the local SMTP server by the functions' own
 * code in a fresh process that does nothing else, as a function instance (the probe), whose peak
 * memory is the figure: this process's imports and seeding are not in it. The 10,000 case is
 * fanned out again as a retried task would, which must send nothing. Time, mails sent,
 * duplicates and peak memory; the peak must stay within the function's memory at both sizes.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import type { AlertProbeFigures } from './alert-fan-out-probe';
import { bundleForChild } from './child-bundle';
import { mib, peakRssBytes } from './memory-probe';
import { runProbe } from './probe-process';

const CASES = [
  { followers: 10_000, retry: true },
  { followers: 100_000, retry: false },
];
const DATASET = 'ct-weekly-sales' as DatasetId;
const BUNDLE = 'node_modules/.cache/bench/alert-fan-out-probe.js';
/** Peak resident memory of the process that fans out: the alert task function's memory (512 MiB). */
const PEAK_MEMORY_BUDGET_BYTES = 512 * 1024 * 1024;

export async function alertFanOut(check: (ok: boolean, what: string) => string): Promise<void> {
  console.log(
    `\n== Alert fan-out (followers of ${DATASET}, local SMTP server; budget peak memory <= ${mib(PEAK_MEMORY_BUDGET_BYTES)} in the fanning process) ==`,
  );
  // As the emulator's workers run the functions: plain SMTP to the local inbox.
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
    MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
    PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
    FUNCTIONS_EMULATOR: 'true',
  });
  bundleForChild({ entryPoints: ['src/alert-fan-out-probe.ts'] }, BUNDLE);
  const { seedAlertRun } = await import('@cannabis-reports/functions/src/testing/alert-fan-out-bench');
  // The followers of a case before follow the same dataset, so a later run mails them too.
  let following = 0;
  for (const { followers, retry } of CASES) {
    const count = followers.toLocaleString('en-US');
    const runId = await seedAlertRun(followers, DATASET);
    following += followers;
    const figures = await runProbe<AlertProbeFigures>(BUNDLE, { BENCH_ALERT_RUN: JSON.stringify({ runId, retry }) });
    const retried =
      figures.resent === undefined
        ? ''
        : `; a retried run sent ${figures.resent}: ${check(figures.resent === 0, `alert fan-out, ${count} followers: nothing sent again`)}`;
    console.log(
      `${count} followers (${following.toLocaleString('en-US')} with the cases before): ${figures.mailsSent.toLocaleString('en-US')} mails in ${figures.batches} batches, ${figures.seconds.toFixed(1)} s` +
        ` (${(figures.mailsSent / figures.seconds).toFixed(0)} a second), addresses mailed twice ${figures.duplicates}: ` +
        check(
          figures.mailsSent === following && figures.duplicates === 0,
          `alert fan-out, ${count} followers: one mail per follower`,
        ) +
        retried +
        `; peak memory ${mib(figures.peakRssBytes)} (${mib(figures.startRssBytes)} before the first batch): ` +
        check(figures.peakRssBytes <= PEAK_MEMORY_BUDGET_BYTES, `alert fan-out memory, ${count} followers`),
    );
  }
  // What the figure counted when the fan-out ran in this process: the data's import and the seeding.
  console.log(`(this process, which imported the data and seeded the followers: peak ${mib(peakRssBytes())})`);
}
