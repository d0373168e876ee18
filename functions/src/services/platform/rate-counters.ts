/**
 * Request counters shared by every instance, for the limits that guard money and mail:
 * one Firestore document per key and window (`rateLimits/{hash}`), counted in a
 * transaction, carrying an `expiresAt` that the TTL policy (firestore.indexes.json) uses
 * to delete it after its window. Keys are hashed, so no address or uid is a document id.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';

/** Start of the fixed window of `windowMs` that `now` falls in. */
export const windowStart = (now: number, windowMs: number) => now - (now % windowMs);

const counterId = (key: string, start: number) =>
  createHash('sha256').update(`${key}@${start}`).digest('hex').slice(0, 40);

/**
 * Counts one request for `key` in its current window and answers whether it is within
 * `limit`. A refused request is not counted, so a caller who waits gets in again.
 */
export async function takeShared(key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const start = windowStart(now, windowMs);
  const ref = db().collection('rateLimits').doc(counterId(key, start));
  return db().runTransaction(async (transaction) => {
    const count = ((await transaction.get(ref)).get('count') as number | undefined) ?? 0;
    if (count >= limit) return false;
    transaction.set(ref, { count: count + 1, expiresAt: Timestamp.fromMillis(start + windowMs) });
    return true;
  });
}
