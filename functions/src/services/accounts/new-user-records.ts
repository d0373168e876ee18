/**
 * The record of a new account, with its initial values (not paid, trial unused). The
 * account-creation trigger makes it; the first API read makes it instead when it wins the
 * race, with the same values, so a record never goes missing.
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../platform/firebase';
import { getUserRecord, userRecordRef, type UserRecord } from './user-records';

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

/** Creates the record of a new account unless it exists; returns the stored record. */
export async function ensureUserRecord(user: NewUser): Promise<UserRecord> {
  const ref = userRecordRef(user.uid);
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
      // Never read from Stripe. Stored, not left out: Firestore's range queries skip a record
      // without the field, and the reconciliation job finds paid records by it.
      stripeSyncedAt: 0,
    };
    transaction.create(ref, {
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return record;
  });
}

/** The user's record; made now from their Auth account if the trigger has not made it yet. */
export async function userRecordOrNew(uid: string): Promise<UserRecord> {
  return (await getUserRecord(uid)) ?? (await ensureUserRecord(newUserFromAuth(await adminAuth().getUser(uid))));
}
