/**
 * The `users/{uid}` records: their shape, their reads, and the single-field writes. Only the
 * modules of this folder read or write them, and only the server writes user records
 * (firestore.rules denies every client write).
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';

export interface UserRecord {
  email: string;
  socialProvider: string;
  isPaidUser: boolean;
  trialAvailed: boolean;
  emailVerified: boolean;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  stripeSubscriptionStatus?: string | null;
  subscriptionCancelAtPeriodEnd?: boolean;
  subscriptionEndsAt?: Timestamp | null;
  currentPeriodEnd?: Timestamp | null;
  /** When the subscription fields were read from Stripe (ms): older reads never overwrite newer ones. */
  stripeSyncedAt?: number;
  /** The checkout being started, so that quick repeated clicks reuse one Stripe session. */
  checkoutClaim?: CheckoutClaim | null;
}

export interface CheckoutClaim {
  kind: string;
  idempotencyKey: string;
  claimedAt: number;
  sessionId: string | null;
}

export const userRecordRef = (uid: string) => db().collection('users').doc(uid);

export async function getUserRecord(uid: string): Promise<UserRecord | undefined> {
  const snapshot = await userRecordRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : undefined;
}

export async function findUserRecordByEmail(email: string): Promise<UserRecord | undefined> {
  const snapshot = await db().collection('users').where('email', '==', email.toLowerCase()).limit(1).get();
  return snapshot.empty ? undefined : (snapshot.docs[0].data() as UserRecord);
}

export async function markEmailVerified(uid: string): Promise<void> {
  await userRecordRef(uid).set({ emailVerified: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/**
 * Stores the Stripe customer of a user, unless one is stored already; returns the one
 * that is kept, so that two concurrent first checkouts settle on a single customer.
 */
export async function saveStripeCustomerId(uid: string, customerId: string): Promise<string> {
  const ref = userRecordRef(uid);
  return db().runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data() as UserRecord | undefined;
    if (existing?.stripeCustomerId) return existing.stripeCustomerId;
    transaction.set(ref, { stripeCustomerId: customerId, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return customerId;
  });
}
