/**
 * The data API's keys, `apiKeys/{id}` (the maker's uid, a team key's teamId, the key's name and
 * the SHA-256 of the key), each with its daily count in `apiKeys/{id}/apiKeyUsage/{YYYY-MM-DD}`,
 * and each pool's daily usage over all its keys (usage-pools.ts): the rate and the quota bind the
 * user, or their team, so making a new key resets nothing. A revoked key stays, marked and
 * refused, until its usage expires. Only this module reads or writes them; firestore.rules lets
 * no client near them. A key is made in a transaction over its holder's keys and day, so two made
 * at once cannot pass the caps.
 */
import { API_KEYS_MADE_PER_DAY, API_KEYS_MAX, type ApiKey, type ApiKeyUsage } from '@cannabis-reports/contracts';
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { conflict, HttpError, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { keyPrefix, newKey } from './key-secrets';
import { decideCharge, decideUsage, usageDayOf, type UsageDay, type UsageDecision } from './key-usage';
import { teamPool, userPool, type UsagePool } from './usage-pools';

export interface StoredKey {
  /** Who made it: its owner, or for a team key the admin who made it. */
  uid: string;
  /** A team key's team: its admins manage it, and its requests count against the team's pool. */
  teamId?: string;
  name: string;
  hash: string;
  createdAt: Timestamp;
  /** Set when revoked: the key is refused from then on, and goes with its usage at `expiresAt`. */
  revokedAt?: Timestamp;
  expiresAt?: Timestamp;
}

/** A key's own count of a day: what /profile shows per key. */
interface KeyUsageDay {
  count: number;
  lastAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Usage days kept: the seven /profile shows, and one more for a day that is just starting. */
const USAGE_DAYS_KEPT = 8;

const keys = () => db().collection('apiKeys');
const usageOf = (id: string) => keys().doc(id).collection('apiKeyUsage');

/** Whose keys: a user's own (a team key they made is the team's), or a team's. */
export type KeyHolder = { uid: string; teamId?: undefined } | { uid?: undefined; teamId: string };

const heldBy = (holder: KeyHolder): Query =>
  holder.teamId !== undefined ? keys().where('teamId', '==', holder.teamId) : keys().where('uid', '==', holder.uid);
/** A holder's keys, revoked ones too: a user's query finds the team keys they made, which are not theirs. */
const ofHolder = (holder: KeyHolder, docs: QueryDocumentSnapshot[]) =>
  holder.teamId !== undefined ? docs : docs.filter((doc) => !doc.get('teamId'));
const inUse = (docs: QueryDocumentSnapshot[]) => docs.filter((doc) => !doc.get('revokedAt'));
const poolOfHolder = (holder: KeyHolder) =>
  holder.teamId !== undefined ? teamPool(holder.teamId) : Promise.resolve(userPool(holder.uid));

/** When a usage day written at `now` is let go: the TTL policy on apiKeyUsage deletes it then. */
const usageExpiry = (now: number) => Timestamp.fromMillis(now - (now % DAY_MS) + USAGE_DAYS_KEPT * DAY_MS);

/** The key, revoked or not; undefined once it is gone. */
export async function findKey(id: string): Promise<StoredKey | undefined> {
  return (await keys().doc(id).get()).data() as StoredKey | undefined;
}

/** Requests this UTC day, over the last seven UTC days with this one, and the last one, from a usage collection. */
async function usageSummary(days: CollectionReference, now: number) {
  const since = usageDayOf(now - 6 * DAY_MS);
  const snapshot = await days.where(FieldPath.documentId(), '>=', since).get();
  const stored = snapshot.docs.map((doc) => ({ day: doc.id, ...(doc.data() as KeyUsageDay) }));
  const today = stored.find((day) => day.day === usageDayOf(now));
  const lastAt = Math.max(0, ...stored.map((day) => day.lastAt ?? 0));
  return {
    lastUsedAt: lastAt ? new Date(lastAt).toISOString() : null,
    requestsToday: today?.count ?? 0,
    requestsLast7Days: stored.reduce((sum, day) => sum + (day.count ?? 0), 0),
    keysMadeToday: (today as Partial<UsageDay> | undefined)?.keysMade ?? 0,
  };
}

const toApiKey = async (id: string, stored: StoredKey, now: number): Promise<ApiKey> => {
  const { keysMadeToday: _none, ...usage } = await usageSummary(usageOf(id), now);
  return {
    id,
    name: stored.name,
    prefix: keyPrefix(id),
    createdAt: stored.createdAt.toDate().toISOString(),
    owner: stored.teamId ? 'team' : 'personal',
    ...usage,
  };
};

/** The holder's keys in use, oldest first, each with its usage. */
export async function listKeys(holder: KeyHolder, now = Date.now()): Promise<ApiKey[]> {
  const docs = inUse(ofHolder(holder, (await heldBy(holder).get()).docs)).sort(
    (a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis(),
  );
  return Promise.all(docs.map((doc) => toApiKey(doc.id, doc.data() as StoredKey, now)));
}

/** The pool's usage over all its keys, revoked ones too: what the rate and the quota count. */
export async function poolUsage(pool: UsagePool, now = Date.now()): Promise<ApiKeyUsage> {
  return usageSummary(pool.days(), now);
}

/**
 * A new key for the holder (made by `uid`), and the whole key, which is never stored or answered
 * again. A team holds as many keys as a user, and its admins together make as many a day.
 */
export async function createKey(
  uid: string,
  holder: KeyHolder,
  name: string,
  now = Date.now(),
): Promise<{ key: ApiKey; secret: string }> {
  const made = newKey();
  const stored: StoredKey = {
    uid,
    ...(holder.teamId !== undefined ? { teamId: holder.teamId } : {}),
    name,
    hash: made.hash,
    createdAt: Timestamp.fromMillis(now),
  };
  const day = (await poolOfHolder(holder)).days().doc(usageDayOf(now));
  const whose = holder.teamId !== undefined ? 'Your team' : 'You';
  await db().runTransaction(async (transaction) => {
    const [held, today] = await Promise.all([transaction.get(heldBy(holder)), transaction.get(day)]);
    if (inUse(ofHolder(holder, held.docs)).length >= API_KEYS_MAX)
      throw conflict('api_keys_full', `${whose} can hold ${API_KEYS_MAX} API keys: revoke one to make another`);
    const keysMade = (today.data() as UsageDay | undefined)?.keysMade ?? 0;
    if (keysMade >= API_KEYS_MADE_PER_DAY)
      throw new HttpError(
        429,
        'rate_limited',
        `${whose} can make ${API_KEYS_MADE_PER_DAY} API keys a day: make another after midnight UTC`,
      );
    transaction.create(keys().doc(made.id), stored);
    transaction.set(day, { keysMade: keysMade + 1, expiresAt: usageExpiry(now) }, { merge: true });
  });
  return { key: await toApiKey(made.id, stored, now), secret: made.key };
}

/**
 * Revokes one of the holder's keys at once: it is refused from then on and no longer listed, and
 * it stays (with its usage) until that usage expires. Another holder's key is not found.
 */
export async function revokeKey(holder: KeyHolder, id: string, now = Date.now()): Promise<void> {
  const ref = keys().doc(id);
  const stored = (await ref.get()).data() as StoredKey | undefined;
  const held =
    holder.teamId !== undefined ? stored?.teamId === holder.teamId : stored?.uid === holder.uid && !stored.teamId;
  if (!stored || !held || stored.revokedAt) throw notFound('not_found', 'There is no such API key');
  await ref.update({ revokedAt: Timestamp.fromMillis(now), expiresAt: usageExpiry(now) });
}

/** Every key of a deleted account, revoked ones too, with their usage and the owner's; team keys it made stay the team's. */
export async function deleteKeysOf(uid: string): Promise<void> {
  const docs = ofHolder({ uid }, (await heldBy({ uid }).get()).docs);
  await Promise.all([
    ...docs.map((doc) => db().recursiveDelete(doc.ref)),
    db().recursiveDelete(db().collection('apiKeyOwners').doc(uid)),
  ]);
}

/**
 * Counts one request of the key against its pool's rate and quota, in one transaction on the
 * pool's day and the key's day.
 */
export async function countRequest(id: string, pool: UsagePool, now = Date.now()): Promise<UsageDecision> {
  const poolDay = pool.days().doc(usageDayOf(now));
  const keyDay = usageOf(id).doc(usageDayOf(now));
  return db().runTransaction(async (transaction) => {
    const [counted, key] = await Promise.all([transaction.get(poolDay), transaction.get(keyDay)]);
    const decision = decideUsage(counted.data() as UsageDay | undefined, now, pool.quota);
    if (decision.next) {
      const expiresAt = usageExpiry(now);
      transaction.set(poolDay, { ...decision.next, expiresAt }, { merge: true });
      const count = ((key.data() as KeyUsageDay | undefined)?.count ?? 0) + 1;
      transaction.set(keyDay, { count, lastAt: now, expiresAt });
    }
    return decision;
  });
}

/**
 * Takes `cost` more requests from the pool's quota of the day, all or none: false when they do
 * not fit.
 */
export async function chargePool(pool: UsagePool, cost: number, now = Date.now()): Promise<boolean> {
  const poolDay = pool.days().doc(usageDayOf(now));
  return db().runTransaction(async (transaction) => {
    const charge = decideCharge((await transaction.get(poolDay)).data() as UsageDay | undefined, cost, pool.quota);
    if (!charge.refused)
      transaction.set(poolDay, { count: charge.count, expiresAt: usageExpiry(now) }, { merge: true });
    return !charge.refused;
  });
}
