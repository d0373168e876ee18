/**
 * `alerts/{key}`: one record per alert and user, keyed by the run's wave (or the month, for a
 * free user's note) and the uid, made if absent before anything is sent. So a retried task, a
 * run imported again or two instances at once send each alert once: a record already sent is
 * skipped, and one being sent is leased to the instance sending it. A send that fails leaves
 * the record pending with its lease released, for the task's retry or the sweep to send.
 */
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import type { AlertKind, Publication } from './alert-content';

export const ALERTS_COLLECTION = 'alerts';
/** How long one instance may take to send an alert before another may try. */
export const SEND_LEASE_MS = 5 * 60_000;

export interface StoredAlert {
  uid: string;
  kind: AlertKind;
  /** 'pending' until sent; a weekly reader's run alerts are 'held' for their digest. */
  status: 'pending' | 'sent' | 'held';
  publications: Publication[];
  /** For a digest: the held run alerts it carries, marked sent with it. */
  covers?: string[];
  leaseUntil: number;
  attempts: number;
  createdAt?: Timestamp;
  lastError?: string;
}

const alerts = () => db().collection(ALERTS_COLLECTION);

/**
 * Records the alert if absent and takes the lease to send it: true when this caller must send
 * now. A held alert (a weekly reader's run) is recorded for the digest and never sent from here.
 */
export async function claimAlert(
  key: string,
  alert: Pick<StoredAlert, 'uid' | 'kind' | 'publications' | 'covers'>,
  { now = Date.now(), hold = false }: { now?: number; hold?: boolean } = {},
): Promise<boolean> {
  const ref = alerts().doc(key);
  return db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredAlert | undefined;
    if (!stored) {
      transaction.create(ref, {
        ...alert,
        status: hold ? 'held' : 'pending',
        leaseUntil: hold ? 0 : now + SEND_LEASE_MS,
        attempts: hold ? 0 : 1,
        createdAt: FieldValue.serverTimestamp(),
      });
      return !hold;
    }
    if (stored.status !== 'pending' || stored.leaseUntil > now) return false;
    transaction.update(ref, { leaseUntil: now + SEND_LEASE_MS, attempts: FieldValue.increment(1) });
    return true;
  });
}

export async function markSent(keys: string[]): Promise<void> {
  const batch = db().batch();
  for (const key of keys) batch.update(alerts().doc(key), { status: 'sent', sentAt: FieldValue.serverTimestamp() });
  await batch.commit();
}

/** The send failed: the alert stays pending and any instance may send it at once. */
export async function releaseAlert(key: string, error: unknown): Promise<void> {
  await alerts()
    .doc(key)
    .update({ leaseUntil: 0, lastError: error instanceof Error ? error.message.slice(0, 300) : 'send failed' });
}

/** Pending alerts no instance is sending, oldest first: what the sweep sends. */
export async function unsentAlerts(limit: number, now = Date.now()) {
  const snapshot = await alerts().where('status', '==', 'pending').where('leaseUntil', '<', now).limit(limit).get();
  return snapshot.docs.map((doc) => ({ key: doc.id, alert: doc.data() as StoredAlert }));
}

/** Held alerts of weekly readers, by uid, for their digests: at most `limit` records, paged by key. */
export async function heldAlerts(limit: number, afterKey?: string) {
  let query = alerts().where('status', '==', 'held').orderBy(FieldPath.documentId()).limit(limit);
  if (afterKey) query = query.startAfter(afterKey);
  return (await query.get()).docs.map((doc) => ({ key: doc.id, alert: doc.data() as StoredAlert }));
}

/** A deleted account's alerts. */
export const alertsOf = (uid: string) => alerts().where('uid', '==', uid);
