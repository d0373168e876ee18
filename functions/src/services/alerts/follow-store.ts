/**
 * `follows/{uid}`: what a user follows (target keys, 'market:CO' or 'dataset:md-sales', in the
 * order followed) and how alerts reach them; `teamFollows/{teamId}`: what a team follows (its
 * admins change it), mailed to each member as if they followed it too. Only the API reads or
 * writes them (firestore.rules lets no client near them). One document per user and per team, so
 * the alert fan-out finds every follower of a run's targets with one array query on each, each
 * user once. Changes run in a transaction, so two at once cannot pass the cap.
 */
import { FOLLOWS_MAX, targetKey, targetOfKey, type AlertMode, type FollowTarget } from '@cannabis-reports/contracts';
import { FieldValue } from 'firebase-admin/firestore';
import { conflict } from '../../errors';
import { getUserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';

export interface StoredFollows {
  targets: string[];
  alertMode: AlertMode;
}

export const FOLLOWS_COLLECTION = 'follows';
export const TEAM_FOLLOWS_COLLECTION = 'teamFollows';
export const followsRef = (uid: string) => db().collection(FOLLOWS_COLLECTION).doc(uid);
export const teamFollowsRef = (teamId: string) => db().collection(TEAM_FOLLOWS_COLLECTION).doc(teamId);

/** A user's follows document, or a team's. */
type FollowsRef = ReturnType<typeof followsRef>;

const NONE: StoredFollows = { targets: [], alertMode: 'instant' };

export interface UserFollows {
  follows: FollowTarget[];
  alertMode: AlertMode;
}

/** What the store holds, each target read back (a key no longer valid, a dataset retired, is left out). */
export function readStoredFollows(stored: Partial<StoredFollows> | undefined): UserFollows {
  const targets = stored?.targets ?? [];
  return {
    follows: targets.map(targetOfKey).filter((target): target is FollowTarget => target !== undefined),
    alertMode: stored?.alertMode ?? NONE.alertMode,
  };
}

export async function getFollows(uid: string): Promise<UserFollows> {
  return readStoredFollows((await followsRef(uid).get()).data() as StoredFollows | undefined);
}

/** A team's follows, in the order followed. */
export async function getTeamFollows(teamId: string): Promise<FollowTarget[]> {
  return readStoredFollows((await teamFollowsRef(teamId).get()).data() as StoredFollows | undefined).follows;
}

/** Adds the target to a user's (or a team's) follows (following it again changes nothing); refuses past the cap. */
export async function follow(ref: FollowsRef, target: FollowTarget): Promise<UserFollows> {
  const key = targetKey(target);
  return db().runTransaction(async (transaction) => {
    const stored = { ...NONE, ...((await transaction.get(ref)).data() as StoredFollows | undefined) };
    if (stored.targets.includes(key)) return readStoredFollows(stored);
    if (stored.targets.length >= FOLLOWS_MAX)
      throw conflict(
        'follows_full',
        `You can follow ${FOLLOWS_MAX} markets and datasets: unfollow one to follow another`,
      );
    const next = { ...stored, targets: [...stored.targets, key] };
    transaction.set(ref, { ...next, updatedAt: FieldValue.serverTimestamp() });
    return readStoredFollows(next);
  });
}

/** Removes the target; unfollowing what is not followed changes nothing. */
export async function unfollow(ref: FollowsRef, target: FollowTarget): Promise<UserFollows> {
  const key = targetKey(target);
  const snapshot = await ref.get();
  if (snapshot.exists)
    await ref.update({ targets: FieldValue.arrayRemove(key), updatedAt: FieldValue.serverTimestamp() });
  return readStoredFollows((await ref.get()).data() as StoredFollows | undefined);
}

export async function setAlertMode(uid: string, alertMode: AlertMode): Promise<UserFollows> {
  await followsRef(uid).set({ alertMode, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return getFollows(uid);
}

/**
 * The one-click unsubscribe: the user keeps what they follow and gets no more alert mail, their
 * team's follows' included. A member following only through their team has no follows document:
 * one is made for the setting while their record is a live account's. A link outlives its account,
 * and a deleted account's follows must not come back.
 */
export async function unsubscribeAll(uid: string): Promise<void> {
  const off = { alertMode: 'off', updatedAt: FieldValue.serverTimestamp() };
  await followsRef(uid)
    .update(off)
    .catch(async (error: { code?: unknown }) => {
      // Firestore's NOT_FOUND (5): nothing followed of their own.
      if (error.code !== 5) throw error;
      const record = await getUserRecord(uid);
      if (record?.teamId && !record.accountDeletedAt) await followsRef(uid).set({ targets: [], ...off });
    });
}

/** A deleted account's follows. */
export async function deleteFollowsOf(uid: string): Promise<void> {
  await followsRef(uid).delete();
}
