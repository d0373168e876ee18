/**
 * The data API's keys, `apiKeys/{id}` (the owner's uid, the key's name and the SHA-256 of the
 * key), each with its daily usage in `apiKeys/{id}/apiKeyUsage/{YYYY-MM-DD}`. Only this module
 * reads or writes them; firestore.rules lets no client near either. A key is made in a
 * transaction over its owner's keys, so two made at once cannot pass the cap.
 */
import { API_KEYS_MAX, type ApiKey } from '@cannabis-reports/contracts';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { keyPrefix, newKey } from './key-secrets';
import { decideUsage, usageDayOf, type UsageDay, type UsageDecision } from './key-usage';

export interface StoredKey {
  uid: string;
  name: string;
  hash: string;
  createdAt: Timestamp;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Usage days kept: the seven /profile shows, and one more for a day that is just starting. */
const USAGE_DAYS_KEPT = 8;

const keys = () => db().collection('apiKeys');
const usageOf = (id: string) => keys().doc(id).collection('apiKeyUsage');
const keysOf = (uid: string) => keys().where('uid', '==', uid);

export async function findKey(id: string): Promise<StoredKey | undefined> {
  return (await keys().doc(id).get()).data() as StoredKey | undefined;
}

async function usageSummary(id: string, now: number) {
  const since = usageDayOf(now - 6 * DAY_MS);
  const days = await usageOf(id).where(FieldPath.documentId(), '>=', since).get();
  const stored = days.docs.map((doc) => ({ day: doc.id, ...(doc.data() as UsageDay) }));
  const today = usageDayOf(now);
  const lastAt = Math.max(0, ...stored.map((day) => day.lastAt));
  return {
    lastUsedAt: lastAt ? new Date(lastAt).toISOString() : null,
    requestsToday: stored.find((day) => day.day === today)?.count ?? 0,
    requestsLast7Days: stored.reduce((sum, day) => sum + day.count, 0),
  };
}

const toApiKey = async (id: string, stored: StoredKey, now: number): Promise<ApiKey> => ({
  id,
  name: stored.name,
  prefix: keyPrefix(id),
  createdAt: stored.createdAt.toDate().toISOString(),
  ...(await usageSummary(id, now)),
});

/** The owner's keys, oldest first, each with its usage. */
export async function listKeys(uid: string, now = Date.now()): Promise<ApiKey[]> {
  const snapshot = await keysOf(uid).get();
  const docs = snapshot.docs.sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis());
  return Promise.all(docs.map((doc) => toApiKey(doc.id, doc.data() as StoredKey, now)));
}

/** A new key for the owner, and the whole key, which is never stored or answered again. */
export async function createKey(uid: string, name: string): Promise<{ key: ApiKey; secret: string }> {
  const made = newKey();
  const stored: StoredKey = { uid, name, hash: made.hash, createdAt: Timestamp.now() };
  await db().runTransaction(async (transaction) => {
    const held = await transaction.get(keysOf(uid));
    if (held.size >= API_KEYS_MAX)
      throw conflict('api_keys_full', `You can hold ${API_KEYS_MAX} API keys: revoke one to make another`);
    transaction.create(keys().doc(made.id), stored);
  });
  return { key: await toApiKey(made.id, stored, Date.now()), secret: made.key };
}

/** Revokes one of the owner's keys at once: the key and its usage go. Another user's key is not found. */
export async function revokeKey(uid: string, id: string): Promise<void> {
  const ref = keys().doc(id);
  const stored = (await ref.get()).data() as StoredKey | undefined;
  if (stored?.uid !== uid) throw notFound('not_found', 'There is no such API key');
  await db().recursiveDelete(ref);
}

/** Every key of a deleted account, with its usage. */
export async function deleteKeysOf(uid: string): Promise<void> {
  const snapshot = await keysOf(uid).get();
  await Promise.all(snapshot.docs.map((doc) => db().recursiveDelete(doc.ref)));
}

/** Counts one request of the key against its rate and quota, in one transaction on the day's count. */
export async function countRequest(id: string, now = Date.now()): Promise<UsageDecision> {
  const ref = usageOf(id).doc(usageDayOf(now));
  return db().runTransaction(async (transaction) => {
    const decision = decideUsage((await transaction.get(ref)).data() as UsageDay | undefined, now);
    const dayStart = now - (now % DAY_MS);
    if (decision.next)
      transaction.set(ref, { ...decision.next, expiresAt: Timestamp.fromMillis(dayStart + USAGE_DAYS_KEPT * DAY_MS) });
    return decision;
  });
}
