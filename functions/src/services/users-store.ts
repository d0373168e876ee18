/**
 * The `users/{uid}` records: the only module that reads or writes them. Only the server
 * writes user records (firestore.rules denies every client write).
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';

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
}

/** The user info the API answers with (spec, section 3): timestamps as `{ seconds }`. */
export interface UserInfo {
  email: string;
  socialProvider: string;
  isPaidUser: boolean;
  trialAvailed: boolean;
  emailVerified: boolean;
  stripeSubscriptionId: string | null;
  stripeSubscriptionStatus: string | null;
  subscriptionCancelAtPeriodEnd: boolean;
  subscriptionEndsAt: { seconds: number } | null;
  currentPeriodEnd: { seconds: number } | null;
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
    transaction.create(ref, { ...record, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    return record;
  });
}

export async function markEmailVerified(uid: string): Promise<void> {
  await users().doc(uid).set({ emailVerified: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}
