/**
 * The alert fan-out measured, for the bench: `followers` readers (paid, instant alerts) follow one
 * dataset, its current version is published in a run of its own, and the run's batches are
 * fanned out here one after another (as the task queue would hand them over) against the SMTP
 * server SMTP_URL names (locally the inbox). Then the run is fanned out again, as a retried task
 * would: it must send nothing. Answers the time, the mails sent, the duplicates (addresses mailed
 * more than once over both passes) and the peak resident memory. Needs the Firestore emulator and
 * SMTP_URL, MAIL_FROM and FUNCTIONS_EMULATOR set as the integration suites set them.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { readDataset } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { fanOutBatch, type FanOutDeps, type FanOutTask } from '../services/alerts/alert-fan-out';
import { recordPublication } from '../services/alerts/alert-runs';
import { sendEmail } from '../services/mail/transport';
import { db } from '../services/platform/firebase';

export interface AlertBenchFigures {
  followers: number;
  batches: number;
  seconds: number;
  mailsSent: number;
  /** Sends on the second pass (a retried run): 0 when nothing is sent twice. */
  resent: number;
  duplicates: number;
  peakRssMb: number;
}

async function seedFollowers(count: number, datasetId: DatasetId, prefix: string): Promise<void> {
  const writer = db().bulkWriter();
  for (let index = 0; index < count; index++) {
    const uid = `${prefix}-${String(index).padStart(6, '0')}`;
    void writer.set(db().doc(`users/${uid}`), { email: `${uid}@bench.local`, emailVerified: true, isPaidUser: true });
    void writer.set(db().doc(`follows/${uid}`), { targets: [`dataset:${datasetId}`], alertMode: 'instant' });
  }
  await writer.close();
}

/** Every batch of the run, in order; answers how many batches ran. */
async function fanOutRun(runId: string, deps: FanOutDeps): Promise<number> {
  let batches = 0;
  for (let task: FanOutTask | undefined = { runId }; task; batches++) task = (await fanOutBatch(task, deps)).next;
  return batches;
}

export async function benchAlertFanOut(followers: number, datasetId: DatasetId): Promise<AlertBenchFigures> {
  const version = (await readDataset(db(), datasetId))?.version;
  if (!version) throw new Error(`${datasetId} has no version to publish: import it first`);
  const runId = `bench-${Date.now()}`;
  await seedFollowers(followers, datasetId, runId);
  await recordPublication(runId, { datasetId, version });

  const mailed = new Map<string, number>();
  let sends = 0;
  const deps: FanOutDeps = {
    send: async (mail) => {
      await sendEmail(mail);
      sends += 1;
      mailed.set(mail.to, (mailed.get(mail.to) ?? 0) + 1);
    },
    linksFor: (uid) => ({
      site: 'http://127.0.0.1:5000',
      unsubscribe: `http://127.0.0.1:5000/api/alerts/unsubscribe?token=${uid}`,
    }),
  };
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = performance.now();
  try {
    const batches = await fanOutRun(runId, deps);
    const seconds = (performance.now() - started) / 1000;
    const mailsSent = sends;
    await fanOutRun(runId, deps);
    return {
      followers,
      batches,
      seconds,
      mailsSent,
      resent: sends - mailsSent,
      duplicates: [...mailed.values()].filter((count) => count > 1).length,
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}
