/**
 * The data API's keys, `apiKeys/{id}` (the owner's uid, the key's name and the SHA-256 of the
 * key), each with its daily count in `apiKeys/{id}/apiKeyUsage/{YYYY-MM-DD}`, and each owner's
 * daily usage over all their keys in `apiKeyOwners/{uid}/apiKeyUsage/{YYYY-MM-DD}`: the rate and
 * the quota bind the owner, so making a new key resets nothing. A revoked key stays, marked and
 * refused, until its usage expires. Only this module reads or writes them; firestore.rules lets
 * no client near them. A key is made in a transaction over its owner's keys and day, so two made
 * at once cannot pass the caps.
 */
import { API_KEYS_MADE_PER_DAY, API_KEYS_MAX, type ApiKey, type ApiKeyUsage } from '@cannabis-reports/contracts';
import { FieldPath, Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { conflict, HttpError, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { keyPrefix, newKey } from './key-secrets';
import { decideCharge, decideUsage, usageDayOf, type UsageDay, type UsageDecision } from './key-usage';

export interface StoredKey {
  uid: string;
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
const ownerUsageOf = (uid: string) => db().collection('apiKeyOwners').doc(uid).collection('apiKeyUsage');
const keysOf = (uid: string) => keys().where('uid', '==', uid);

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
  return { id, name: stored.name, prefix: keyPrefix(id), createdAt: stored.createdAt.toDate().toISOString(), ...usage };
};

/** The owner's keys in use, oldest first, each with its usage. */
export async function listKeys(uid: string, now = Date.now()): Promise<ApiKey[]> {
  const snapshot = await keysOf(uid).get();
  const docs = snapshot.docs
    .filter((doc) => !doc.get('revokedAt'))
    .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis());
  return Promise.all(docs.map((doc) => toApiKey(doc.id, doc.data() as StoredKey, now)));
}

/** The owner's usage over all their keys, revoked ones too: what the rate and the quota count. */
export async function ownerUsage(uid: string, now = Date.now()): Promise<ApiKeyUsage> {
  return usageSummary(ownerUsageOf(uid), now);
}

/** A new key for the owner, and the whole key, which is never stored or answered again. */
export async function createKey(uid: string, name: string, now = Date.now()): Promise<{ key: ApiKey; secret: string }> {
  const made = newKey();
  const stored: StoredKey = { uid, name, hash: made.hash, createdAt: Timestamp.fromMillis(now) };
  const day = ownerUsageOf(uid).doc(usageDayOf(now));
  await db().runTransaction(async (transaction) => {
    const [held, today] = await Promise.all([transaction.get(keysOf(uid)), transaction.get(day)]);
    if (held.docs.filter((doc) => !doc.get('revokedAt')).length >= API_KEYS_MAX)
      throw conflict('api_keys_full', `You can hold ${API_KEYS_MAX} API keys: revoke one to make another`);
    const keysMade = (today.data() as UsageDay | undefined)?.keysMade ?? 0;
    if (keysMade >= API_KEYS_MADE_PER_DAY)
      throw new HttpError(
        429,
        'rate_limited',
        `You can make ${API_KEYS_MADE_PER_DAY} API keys a day: make another after midnight UTC`,
      );
    transaction.create(keys().doc(made.id), stored);
    transaction.set(day, { keysMade: keysMade + 1, expiresAt: usageExpiry(now) }, { merge: true });
  });
  return { key: await toApiKey(made.id, stored, now), secret: made.key };
}

/**
 * Revokes one of the owner's keys at once: it is refused from then on and no longer listed, and
 * it stays (with its usage) until that usage expires. Another user's key is not found.
 */
export async function revokeKey(uid: string, id: string, now = Date.now()): Promise<void> {
  const ref = keys().doc(id);
  const stored = (await ref.get()).data() as StoredKey | undefined;
  if (stored?.uid !== uid || stored.revokedAt) throw notFound('not_found', 'There is no such API key');
  await ref.update({ revokedAt: Timestamp.fromMillis(now), expiresAt: usageExpiry(now) });
}

/** Every key of a deleted account, revoked ones too, with their usage and the owner's. */
export async function deleteKeysOf(uid: string): Promise<void> {
  const snapshot = await keysOf(uid).get();
  await Promise.all([
    ...snapshot.docs.map((doc) => db().recursiveDelete(doc.ref)),
    db().recursiveDelete(db().collection('apiKeyOwners').doc(uid)),
  ]);
}

/**
 * Counts one request of the key against its owner's rate and quota, in one transaction on the
 * owner's day and the key's day.
 */
export async function countRequest(id: string, uid: string, now = Date.now()): Promise<UsageDecision> {
  const ownerDay = ownerUsageOf(uid).doc(usageDayOf(now));
  const keyDay = usageOf(id).doc(usageDayOf(now));
  return db().runTransaction(async (transaction) => {
    const [owner, key] = await Promise.all([transaction.get(ownerDay), transaction.get(keyDay)]);
    const decision = decideUsage(owner.data() as UsageDay | undefined, now);
    if (decision.next) {
      const expiresAt = usageExpiry(now);
      transaction.set(ownerDay, { ...decision.next, expiresAt }, { merge: true });
      const count = ((key.data() as KeyUsageDay | undefined)?.count ?? 0) + 1;
      transaction.set(keyDay, { count, lastAt: now, expiresAt });
    }
    return decision;
  });
}

/**
 * Takes `cost` more requests from the owner's quota of the day, all or none: false when they do
 * not fit.
 */
export async function chargeOwner(uid: string, cost: number, now = Date.now()): Promise<boolean> {
  const ownerDay = ownerUsageOf(uid).doc(usageDayOf(now));
  return db().runTransaction(async (transaction) => {
    const charge = decideCharge((await transaction.get(ownerDay)).data() as UsageDay | undefined, cost);
    if (!charge.refused)
      transaction.set(ownerDay, { count: charge.count, expiresAt: usageExpiry(now) }, { merge: true });
    return !charge.refused;
  });
}
