/**
 * The alert fan-out: one task per batch of at most FAN_OUT_BATCH followers, so no task's work
 * grows with the number of followers. The first task of a wave seals it; each task pages the
 * followers of the wave's datasets and markets by uid and hands the next page to a new task. A
 * send that fails fails the task after its batch, so the queue retries it; the alert records
 * make the retry send only what was not sent.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { hasPaidAccess } from '../billing/access-policy';
import { teamHasPaidAccess } from '../teams/team-access';
import { getUserRecord, verifiedAddressOf } from '../accounts/user-records';
import { db } from '../platform/firebase';
import { planAlert, type PlannedAlert, type Publication } from './alert-content';
import { claimAlert, markSent, releaseAlert } from './alert-ledger';
import { alertEmail, type AlertLinks } from './alert-mail-text';
import { describePublication, latestWave, sealWave, waveOf } from './alert-runs';
import { FOLLOWS_COLLECTION, type StoredFollows } from './follow-store';

export const FAN_OUT_BATCH = 200;
/** Firestore's limit of values in one array-contains-any. */
const QUERY_VALUES_MAX = 30;

export interface FanOutTask {
  runId: string;
  wave?: number;
  /** The last uid the previous batch handled. */
  after?: string;
}

export interface FanOutDeps {
  send: (mail: ReturnType<typeof alertEmail>) => Promise<void>;
  linksFor: (uid: string) => AlertLinks;
  now?: () => number;
}

export interface FanOutResult {
  next?: FanOutTask;
  sent: number;
  skipped: number;
  failed: number;
}

/** The targets a wave's followers follow: each dataset, and each market it covers. */
export function waveTargets(publications: readonly Publication[]): string[] {
  const keys = publications.flatMap((publication) => [
    `dataset:${publication.datasetId}`,
    ...publication.markets.map((state) => `market:${state}`),
  ]);
  return [...new Set(keys)];
}

/** The alert's record key: one per wave and user, and one per month for a free user's note. */
export function alertKey(runId: string, wave: number, uid: string, alert: PlannedAlert, now: number): string {
  if (alert.kind === 'teaser') return `teaser-${new Date(now).toISOString().slice(0, 7)}_${uid}`;
  return `run-${runId}-w${wave}_${uid}`;
}

async function followersPage(targets: string[], after: string | undefined) {
  const pages = [];
  for (let from = 0; from < targets.length; from += QUERY_VALUES_MAX) {
    let query = db()
      .collection(FOLLOWS_COLLECTION)
      .where('targets', 'array-contains-any', targets.slice(from, from + QUERY_VALUES_MAX))
      .orderBy(FieldPath.documentId())
      .limit(FAN_OUT_BATCH);
    if (after) query = query.startAfter(after);
    pages.push((await query.get()).docs);
  }
  // Over several queries a user may appear in each: the first FAN_OUT_BATCH distinct uids, in order.
  const byUid = new Map(pages.flat().map((doc) => [doc.id, doc.data() as StoredFollows]));
  const uids = [...byUid.keys()].sort().slice(0, FAN_OUT_BATCH);
  return { followers: uids.map((uid) => ({ uid, follows: byUid.get(uid)! })), full: uids.length === FAN_OUT_BATCH };
}

/** Sends the alert when this caller holds it; answers what became of it. */
export async function deliverAlert(
  key: string,
  to: string,
  alert: PlannedAlert & { uid: string; covers?: string[] },
  deps: FanOutDeps,
): Promise<'sent' | 'skipped' | 'failed'> {
  const hold = alert.kind === 'digest' && key.startsWith('run-');
  if (!(await claimAlert(key, alert, { now: deps.now?.(), hold }))) return 'skipped';
  try {
    await deps.send(alertEmail(to, alert, deps.linksFor(alert.uid)));
  } catch (error) {
    await releaseAlert(key, error);
    return 'failed';
  }
  // A digest and the run alerts it carries are marked in one write: none is mailed again next week.
  await markSent([key, ...(alert.covers ?? [])]);
  return 'sent';
}

export async function fanOutBatch(task: FanOutTask, deps: FanOutDeps): Promise<FanOutResult> {
  const now = deps.now?.() ?? Date.now();
  const sealed = task.wave === undefined ? await sealWave(task.runId) : undefined;
  // A first task retried finds its wave already sealed: it sends that wave's (the run's latest) unsent alerts again.
  const wave = task.wave ?? sealed?.wave ?? (await latestWave(task.runId));
  if (wave === undefined) return { sent: 0, skipped: 0, failed: 0 };
  const published = sealed?.publications ?? (await waveOf(task.runId, wave));
  const publications = await Promise.all(published.map(describePublication));
  const { followers, full } = await followersPage(waveTargets(publications), task.after);
  const result: FanOutResult = { sent: 0, skipped: 0, failed: 0 };
  await Promise.all(
    followers.map(async ({ uid, follows }) => {
      const record = await getUserRecord(uid);
      const to = verifiedAddressOf(record);
      if (!record || !to) return void (result.skipped += 1);
      const plan = planAlert(
        { targets: follows.targets ?? [], alertMode: follows.alertMode ?? 'instant' },
        // The team is read only for a member, so a reader outside a team costs no read more.
        hasPaidAccess(record, now) || (record.teamId !== undefined && (await teamHasPaidAccess(record, now))),
        publications,
      );
      if (!plan) return void (result.skipped += 1);
      result[await deliverAlert(alertKey(task.runId, wave, uid, plan, now), to, { ...plan, uid }, deps)] += 1;
    }),
  );
  const last = followers.at(-1)?.uid;
  return { ...result, next: full && last ? { runId: task.runId, wave, after: last } : undefined };
}
