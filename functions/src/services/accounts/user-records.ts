/**
 * The `users/{uid}` records: their shape, their reads, and the single-field writes. Only the
 * modules of this folder read or write them, and only the server writes user records
 * (firestore.rules denies every client write).
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

export interface UserRecord {
  email: string;
  socialProvider: string;
  isPaidUser: boolean;
  trialAvailed: boolean;
  emailVerified: boolean;
  stripeCustomerId?: string | null;
  /** The customer deleted in Stripe that stripeCustomerId replaced (customer-unlink). */
  previousStripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  stripeSubscriptionStatus?: string | null;
  subscriptionCancelAtPeriodEnd?: boolean;
  subscriptionEndsAt?: Timestamp | null;
  currentPeriodEnd?: Timestamp | null;
  /** While a payment is due (past_due, unpaid): when the oldest invoice unpaid since the last one paid was first attempted. */
  paymentDueSince?: Timestamp | null;
  /** While a payment is due: Stripe's hosted page of the most recent invoice, whose payment restores the subscription. */
  openInvoiceUrl?: string | null;
  /** The due payment waits for the bank's confirmation (3D Secure). */
  paymentActionRequired?: boolean;
  /** When the subscription fields were read from Stripe (ms): older reads never overwrite newer ones. */
  stripeSyncedAt?: number;
  /** The checkout being started, so that quick repeated clicks reuse one Stripe session. */
  checkoutClaim?: CheckoutClaim | null;
  /** The team the user is a member of (services/teams; its member document holds their role), written with the membership in one transaction. */
  teamId?: string;
  /** Set when the Auth account was deleted and its cleanup began (account-deletion): the record is a leftover. */
  accountDeletedAt?: Timestamp | null;
}

export interface CheckoutClaim {
  kind: string;
  idempotencyKey: string;
  claimedAt: number;
  sessionId: string | null;
}

export const userRecordRef = (uid: string) => db().collection('users').doc(uid);

/**
 * The address a mail the user did not ask for just now (alerts, digests) may go to: only one its owner
 * has verified, since anyone can make an account with someone else's address and follow 50 markets.
 */
export const verifiedAddressOf = (record: UserRecord | undefined) =>
  record?.emailVerified === true && record.email ? record.email : undefined;

export async function getUserRecord(uid: string): Promise<UserRecord | undefined> {
  const snapshot = await userRecordRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : undefined;
}

/**
 * The record of the account `uid` when its e-mail is `email`. Looked up by uid, never by the
 * address alone: a deleted account's record (or one left by a failed deletion) may carry the
 * same address, and a new account with that address must never see it.
 */
export async function findUserRecordByEmail(uid: string, email: string): Promise<UserRecord | undefined> {
  const record = await getUserRecord(uid);
  return record?.email === email.toLowerCase() ? record : undefined;
}

/** The user whose record stores this Stripe customer, if any. */
export async function uidOfStoredCustomer(customerId: string): Promise<string | undefined> {
  const snapshot = await db().collection('users').where('stripeCustomerId', '==', customerId).limit(1).get();
  return snapshot.empty ? undefined : snapshot.docs[0].id;
}

/**
 * Marks a record as the leftover of a deleted Auth account, never making one: a record that is gone
 * (the /profile deletion removed it first) stays gone. The webhook and the reconciliation finish what it marks.
 */
export async function markAccountDeleted(uid: string): Promise<void> {
  await userRecordRef(uid)
    .update({ accountDeletedAt: FieldValue.serverTimestamp() })
    .catch((error: { code?: unknown }) => {
      // Firestore's NOT_FOUND (5): no record to mark.
      if (error.code !== 5) throw error;
    });
}

/** Records marked as left by a deleted Auth account (markAccountDeleted), for the reconciliation to finish. */
export async function accountsMarkedDeleted(limit: number): Promise<string[]> {
  const snapshot = await db().collection('users').where('accountDeletedAt', '!=', null).limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
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
