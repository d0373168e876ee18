/**
 * The fan-out's ties to the outside: the SMTP transport, the site's address and the link
 * secret, the task queue that carries the next batch, and the sweep of alerts a failed send left.
 * The first task of each wave also sends the saved views mailed 'when published' whose data it carries.
 */
import { alertLinkSecret, publicSiteUrl } from '../../config';
import { alertsSent, reportMailsSent } from '../../logs';
import { adminTaskQueues } from '../platform/firebase';
import { getUserRecord, verifiedAddressOf } from '../accounts/user-records';
import { sendEmail } from '../mail/transport';
import { deliverAlert, fanOutBatch, type FanOutDeps, type FanOutTask } from './alert-fan-out';
import { unsentAlerts } from './alert-ledger';
import { reportMailDeps } from '../report-mails/report-mail-delivery';
import { sendPublishedReportMails, type ReportMailDeps } from '../report-mails/report-mail-runs';
import {
  describePublication,
  latestWave,
  recordPublication,
  runIdOf,
  runLeftUnsealed,
  waveOf,
  type PublishedVersion,
} from './alert-runs';
import { signUnsubscribeToken } from './unsubscribe-token';

export const ALERT_TASK_FUNCTION = 'alertFanOutTask';
/** How long after a run's first publication its fan-out starts: the run's other sources land meanwhile. */
export const RUN_SETTLE_SECONDS = 20 * 60;

const alreadyExists = (error: unknown) => (error as { code?: string } | null)?.code === 'functions/task-already-exists';

const siteUrl = () => publicSiteUrl.value().replace(/\/+$/, '');

export function productionDeps(): FanOutDeps {
  return {
    send: sendEmail,
    linksFor: (uid) => ({
      site: siteUrl(),
      unsubscribe: `${siteUrl()}/api/alerts/unsubscribe?token=${signUnsubscribeToken(alertLinkSecret.value(), uid)}`,
    }),
  };
}

async function enqueue(task: FanOutTask, id: string, delaySeconds = 0): Promise<void> {
  try {
    await adminTaskQueues()
      .taskQueue<FanOutTask>(ALERT_TASK_FUNCTION)
      .enqueue(task, { id, scheduleDelaySeconds: delaySeconds });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}

/**
 * Called when an ingest task publishes: the version joins the run and a fan-out is queued for
 * after the run settles, named by its place in the run (a retried task queues nothing twice).
 */
export async function alertPublished(published: PublishedVersion, at = new Date()): Promise<void> {
  const runId = runIdOf(at);
  const place = await recordPublication(runId, published);
  await enqueue({ runId }, `alerts-${runId}-${place}`, RUN_SETTLE_SECONDS);
}

/** The views mailed 'when published' that the run's latest wave (the one the first task just sealed) publishes data of. */
async function mailPublishedViews(runId: string, deps: ReportMailDeps) {
  const wave = await latestWave(runId);
  if (wave === undefined) return { sent: 0, skipped: 0, failed: 0 };
  const published = await Promise.all((await waveOf(runId, wave)).map(describePublication));
  const result = await sendPublishedReportMails(runId, published, deps);
  reportMailsSent(`published ${runId}`, result);
  return result;
}

/**
 * One fan-out task: its batch, then the next batch's task; a failed send fails the task so it is
 * retried (the alert records and the mail ledger keep the retry from sending anything twice).
 */
export async function runFanOutTask(task: FanOutTask, deps = productionDeps(), reportMails = reportMailDeps()) {
  const result = await fanOutBatch(task, deps);
  alertsSent(`run ${task.runId}`, result);
  const views = task.wave === undefined ? await mailPublishedViews(task.runId, reportMails) : undefined;
  if (result.next)
    await enqueue(
      result.next,
      `alerts-${task.runId}-w${result.next.wave}-${Buffer.from(result.next.after ?? '')
        .toString('hex')
        .slice(0, 200)}`,
    );
  if (result.failed) throw new Error(`${result.failed} alert mails were not sent; the task is retried`);
  if (views?.failed) throw new Error(`${views.failed} report mails were not sent; the task is retried`);
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep: fans out today's and yesterday's runs when a publication's task was never queued
 * (the queue refused it) and the run has settled, then sends alerts left pending by failed sends
 * whose task gave up.
 */
export async function sweepUnsentAlerts(deps = productionDeps(), limit = 200, now = Date.now()) {
  for (const runId of [runIdOf(new Date(now)), runIdOf(new Date(now - DAY_MS))])
    if (await runLeftUnsealed(runId, RUN_SETTLE_SECONDS * 1000, now))
      await runFanOutTask({ runId }, deps).catch(() => undefined);
  let sent = 0;
  for (const { key, alert } of await unsentAlerts(limit)) {
    const to = verifiedAddressOf(await getUserRecord(alert.uid));
    if (to && (await deliverAlert(key, to, alert, deps)) === 'sent') sent += 1;
  }
  alertsSent('sweep', { sent });
  return { sent };
}
