/**
 * The `users/{uid}` records: the only module that reads or writes them. Only the server
 * writes user records (firestore.rules denies every client write).
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { UserInfo } from '@cannabis-reports/contracts';
import { db } from './firebase';
import type { SubscriptionFields } from './subscription-state';

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

const users = () => db().collection('users');

const toSeconds = (value: Timestamp | null | undefined) => (value ? { seconds: value.seconds } : null);

export function toUserInfo(record: UserRecord): UserInfo {
  return {
    email: record.email,
    socialProvider: record.socialProvider,
    isPaidUser: record.isPaidUser === true,
    trialAvailed: record.trialAvailed === true,
    emailVerified: record.emailVerified === true,
    stripeSubscriptionId: record.stripeSubscriptionId ?? null,
    stripeSubscriptionStatus: record.stripeSubscriptionStatus ?? null,
    subscriptionCancelAtPeriodEnd: record.subscriptionCancelAtPeriodEnd === true,
    subscriptionEndsAt: toSeconds(record.subscriptionEndsAt),
    currentPeriodEnd: toSeconds(record.currentPeriodEnd),
  };
}

export async function getUserRecord(uid: string): Promise<UserRecord | undefined> {
  const snapshot = await users().doc(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : undefined;
}

export async function findUserRecordByEmail(email: string): Promise<UserRecord | undefined> {
  const snapshot = await users().where('email', '==', email.toLowerCase()).limit(1).get();
  return snapshot.empty ? undefined : (snapshot.docs[0].data() as UserRecord);
}

export interface NewUser {
  uid: string;
  email: string;
  socialProvider: string;
  emailVerified: boolean;
}

/** A new record's identity, from its Auth account: 'password' for e-mail accounts. */
export function newUserFromAuth(user: AuthUser): NewUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    socialProvider: user.providerData[0]?.providerId ?? 'password',
    emailVerified: user.emailVerified,
  };
}

/**
 * Creates the record of a new account with its initial values (not paid, trial unused),
 * unless it exists. Both the account-creation trigger and the first API read call this,
 * whichever comes first, so a record never goes missing. Returns the stored record.
 */
export async function ensureUserRecord(user: NewUser): Promise<UserRecord> {
  const ref = users().doc(user.uid);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists) return snapshot.data() as UserRecord;
    const record: UserRecord = {
      email: user.email.toLowerCase(),
      socialProvider: user.socialProvider,
      isPaidUser: false,
      trialAvailed: false,
      emailVerified: user.emailVerified,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      stripeSubscriptionStatus: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: null,
      currentPeriodEnd: null,
    };
    transaction.create(ref, {
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return record;
  });
}

export async function markEmailVerified(uid: string): Promise<void> {
  await users().doc(uid).set({ emailVerified: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/**
 * Stores the Stripe customer of a user, unless one is stored already; returns the one
 * that is kept, so that two concurrent first checkouts settle on a single customer.
 */
export async function saveStripeCustomerId(uid: string, customerId: string): Promise<string> {
  const ref = users().doc(uid);
  return db().runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data() as UserRecord | undefined;
    if (existing?.stripeCustomerId) return existing.stripeCustomerId;
    transaction.set(ref, { stripeCustomerId: customerId, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return customerId;
  });
}

const toTimestamp = (seconds: number | null) => (seconds === null ? null : Timestamp.fromMillis(seconds * 1000));

/** Firestore's FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;
const MAX_WRITE_ATTEMPTS = 8;

/**
 * Writes what Stripe said at `readAt` (ms) about the user's subscriptions. A read older
 * than the one already stored is dropped, so concurrent webhooks cannot leave a stale
 * state behind; trialAvailed never goes back to false. Returns the stored record, or
 * undefined when the user has no record (a deleted account).
 *
 * Optimistic rather than a transaction: the write is conditional on the document being
 * unchanged since it was read, and retried on a conflict. Webhooks, cancel, resume and the
 * success page often sync the same user at once, and lock-based transactions then time out.
 */
export async function saveSubscriptionFields(
  uid: string,
  customerId: string,
  fields: SubscriptionFields,
  readAt: number,
): Promise<UserRecord | undefined> {
  const ref = users().doc(uid);
  for (let attempt = 1; ; attempt++) {
    const snapshot = await ref.get();
    if (!snapshot.exists || !snapshot.updateTime) return undefined;
    const record = snapshot.data() as UserRecord;
    if ((record.stripeSyncedAt ?? 0) > readAt) return record;
    const update = {
      isPaidUser: fields.isPaidUser,
      trialAvailed: record.trialAvailed === true || fields.trialUsed,
      stripeCustomerId: record.stripeCustomerId ?? customerId,
      stripeSubscriptionId: fields.stripeSubscriptionId,
      stripeSubscriptionStatus: fields.stripeSubscriptionStatus,
      subscriptionCancelAtPeriodEnd: fields.subscriptionCancelAtPeriodEnd,
      subscriptionEndsAt: toTimestamp(fields.subscriptionEndsAt),
      currentPeriodEnd: toTimestamp(fields.currentPeriodEnd),
      stripeSyncedAt: readAt,
    };
    try {
      await ref.update({ ...update, updatedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: snapshot.updateTime });
      return { ...record, ...update };
    } catch (error) {
      if ((error as { code?: unknown }).code !== FAILED_PRECONDITION || attempt >= MAX_WRITE_ATTEMPTS) throw error;
      // Someone wrote in between: read again after a short, jittered pause.
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}

/** How long quick repeated checkout clicks keep getting the same Stripe session. */
export const CHECKOUT_CLAIM_TTL_MS = 30 * 60 * 1000;

/**
 * The Idempotency-Key for a user's checkout of `kind`: the same key while a recent claim
 * of that kind exists (so Stripe answers repeated clicks with the same session), else a
 * new one. Also returns the session of a replaced claim, which the caller expires.
 */
export async function claimCheckout(
  uid: string,
  kind: string,
  now: number,
): Promise<{ idempotencyKey: string; replacedSessionId: string | null }> {
  const ref = users().doc(uid);
  return db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim && claim.kind === kind && now - claim.claimedAt < CHECKOUT_CLAIM_TTL_MS) {
      return { idempotencyKey: claim.idempotencyKey, replacedSessionId: null };
    }
    const fresh: CheckoutClaim = { kind, idempotencyKey: randomUUID(), claimedAt: now, sessionId: null };
    transaction.set(ref, { checkoutClaim: fresh }, { merge: true });
    return { idempotencyKey: fresh.idempotencyKey, replacedSessionId: claim?.sessionId ?? null };
  });
}

/** Remembers which session a claim produced, if the claim is still the current one. */
export async function recordCheckoutSession(uid: string, idempotencyKey: string, sessionId: string): Promise<void> {
  const ref = users().doc(uid);
  await db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim?.idempotencyKey === idempotencyKey) transaction.update(ref, { 'checkoutClaim.sessionId': sessionId });
  });
}
