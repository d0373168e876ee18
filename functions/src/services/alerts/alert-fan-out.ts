/**
 * The alert fan-out: one task per batch of at most FAN_OUT_BATCH followers (a user following a
 * target, or a member of a team following one), so no task's work grows with the number of followers. The first task of a wave seals it; each task pages the
 * followers of the wave's datasets and markets by uid and hands the next page to a new task. A
 * send that fails fails the task after its batch, so the queue retries it; the alert records
 * make the retry send only what was not sent.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { hasPaidAccess } from '../billing/access-policy';
import { teamHasPaidAccess } from '../teams/team-access';
import { getUserRecord, verifiedAddressOf, type UserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';
import { planAlert, type PlannedAlert, type Publication } from './alert-content';
import { claimAlert, markSent, releaseAlert } from './alert-ledger';
import { alertEmail, type AlertLinks } from './alert-mail-text';
import { describePublication, latestWave, sealWave, waveOf } from './alert-runs';
import { FOLLOWS_COLLECTION, TEAM_FOLLOWS_COLLECTION, type StoredFollows } from './follow-store';
import { membershipOf } from '../teams/team-work';

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

/** Each query's documents of the wave's targets, in slices of the values one array query takes. */
async function whoFollows(collection: string, targets: string[], page?: { after?: string }) {
  const docs = [];
  for (let from = 0; from < targets.length; from += QUERY_VALUES_MAX) {
    let query = db()
      .collection(collection)
      .where('targets', 'array-contains-any', targets.slice(from, from + QUERY_VALUES_MAX));
    if (page) query = query.orderBy(FieldPath.documentId()).limit(FAN_OUT_BATCH);
    if (page?.after) query = query.startAfter(page.after);
    docs.push(...(await query.get()).docs);
  }
  return docs;
}

/** The members of these teams after `after`, by uid: their records name the team (the member documents are checked per member). */
async function membersPage(teamIds: string[], after: string | undefined) {
  const uids = [];
  for (let from = 0; from < teamIds.length; from += QUERY_VALUES_MAX) {
    let query = db()
      .collection('users')
      .where('teamId', 'in', teamIds.slice(from, from + QUERY_VALUES_MAX))
      .orderBy(FieldPath.documentId())
      .limit(FAN_OUT_BATCH);
    if (after) query = query.startAfter(after);
    uids.push(...(await query.select().get()).docs.map((doc) => doc.id));
  }
  return uids;
}

/**
 * The next FAN_OUT_BATCH followers after `after`, each once: those who follow a target themselves,
 * and the members of every team that follows one. Each source is paged by uid alike, so the first
 * FAN_OUT_BATCH distinct uids of them all are complete up to the last.
 */
async function followersPage(targets: string[], after: string | undefined) {
  const [own, teams] = await Promise.all([
    whoFollows(FOLLOWS_COLLECTION, targets, { after }),
    whoFollows(TEAM_FOLLOWS_COLLECTION, targets),
  ]);
  const teamTargets = new Map(teams.map((doc) => [doc.id, (doc.data() as StoredFollows).targets ?? []]));
  const byUid = new Map(own.map((doc) => [doc.id, doc.data() as StoredFollows]));
  const members = teamTargets.size ? await membersPage([...teamTargets.keys()], after) : [];
  const uids = [...new Set([...byUid.keys(), ...members])].sort().slice(0, FAN_OUT_BATCH);
  return {
    followers: uids.map((uid) => ({ uid, follows: byUid.get(uid) })),
    teamTargets,
    full: uids.length === FAN_OUT_BATCH,
  };
}

/**
 * What the follower is mailed about: their own targets and, while they are a member, their team's,
 * in one plan, so a target followed both ways is one alert in one mail (the ledger's key is the
 * wave's and the uid's). How alerts reach them is their own setting, the team's follows included.
 */
async function followsOf(
  uid: string,
  record: UserRecord,
  own: StoredFollows | undefined,
  teamTargets: Map<string, string[]>,
) {
  // Only a record naming a following team costs the membership's read.
  const membership = record.teamId && teamTargets.has(record.teamId) ? await membershipOf(uid) : null;
  const team = membership ? (teamTargets.get(membership.teamId) ?? []) : [];
  return {
    targets: [...new Set([...(own?.targets ?? []), ...team])],
    alertMode: own?.alertMode ?? 'instant',
  };
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
  const { followers, teamTargets, full } = await followersPage(waveTargets(publications), task.after);
  const result: FanOutResult = { sent: 0, skipped: 0, failed: 0 };
  await Promise.all(
    followers.map(async ({ uid, follows }) => {
      const record = await getUserRecord(uid);
      const to = verifiedAddressOf(record);
      if (!record || !to) return void (result.skipped += 1);
      const plan = planAlert(
        await followsOf(uid, record, follows, teamTargets),
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
