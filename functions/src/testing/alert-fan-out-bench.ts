/**
 * The alert fan-out measured, for the bench, in two parts run in two processes: `seedAlertRun`
 * (the bench's own process) makes `followers` readers (paid, instant alerts) who follow one
 * dataset and publishes its current version in a run of its own; `fanOutAlertRun` (a fresh
 * process that does nothing else, as a function instance) fans the run's batches out one after
 * another, as the task queue hands them over, against the SMTP server SMTP_URL names (locally the
 * inbox), then, when asked, again as a retried task would: that must send nothing. Needs the
 * Firestore emulator, and SMTP_URL, MAIL_FROM and FUNCTIONS_EMULATOR set as the integration
 * suites set them.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { readDataset } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { fanOutBatch, type FanOutDeps, type FanOutTask } from '../services/alerts/alert-fan-out';
import { recordPublication } from '../services/alerts/alert-runs';
import { sendEmail } from '../services/mail/transport';
import { db } from '../services/platform/firebase';

export interface AlertBenchFigures {
  batches: number;
  seconds: number;
  mailsSent: number;
  /** Sends on the second pass (a retried run): 0 when nothing is sent twice; undefined when not run. */
  resent?: number;
  /** Addresses mailed more than once over both passes. */
  duplicates: number;
}

/** Followers written per BulkWriter, so the seeding's own memory stays bounded at any count. */
const SEED_PAGE = 5_000;

/** Makes the followers and publishes the dataset's current version in a run of its own; answers the run's id. */
export async function seedAlertRun(followers: number, datasetId: DatasetId): Promise<string> {
  const version = (await readDataset(db(), datasetId))?.version;
  if (!version) throw new Error(`${datasetId} has no version to publish: import it first`);
  const runId = `bench-${Date.now()}`;
  for (let from = 0; from < followers; from += SEED_PAGE) {
    const writer = db().bulkWriter();
    for (let index = from; index < Math.min(followers, from + SEED_PAGE); index++) {
      const uid = `${runId}-${String(index).padStart(6, '0')}`;
      void writer.set(db().doc(`users/${uid}`), { email: `${uid}@bench.local`, emailVerified: true, isPaidUser: true });
      void writer.set(db().doc(`follows/${uid}`), { targets: [`dataset:${datasetId}`], alertMode: 'instant' });
    }
    await writer.close();
  }
  await recordPublication(runId, { datasetId, version });
  return runId;
}

/** Every batch of the run, in order; answers how many batches ran. */
async function fanOutRun(runId: string, deps: FanOutDeps): Promise<number> {
  let batches = 0;
  for (let task: FanOutTask | undefined = { runId }; task; batches++) task = (await fanOutBatch(task, deps)).next;
  return batches;
}

/**
 * Fans the run out, and with `retry` once more as a retried task would. The addresses mailed are
 * kept as a set to find duplicates: about 60 bytes a follower, the harness's own, not the fan-out's.
 */
export async function fanOutAlertRun(runId: string, { retry }: { retry: boolean }): Promise<AlertBenchFigures> {
  const mailed = new Set<string>();
  let sends = 0;
  let duplicates = 0;
  const deps: FanOutDeps = {
    send: async (mail) => {
      await sendEmail(mail);
      sends += 1;
      if (mailed.has(mail.to)) duplicates += 1;
      mailed.add(mail.to);
    },
    linksFor: (uid) => ({
      site: 'http://127.0.0.1:5000',
      unsubscribe: `http://127.0.0.1:5000/api/alerts/unsubscribe?token=${uid}`,
    }),
  };
  const started = performance.now();
  const batches = await fanOutRun(runId, deps);
  const seconds = (performance.now() - started) / 1000;
  const mailsSent = sends;
  if (retry) await fanOutRun(runId, deps);
  return { batches, seconds, mailsSent, resent: retry ? sends - mailsSent : undefined, duplicates };
}
