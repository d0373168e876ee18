/**
 * `sentMails/{key}`: the billing e-mails already sent, so that a Stripe event delivered
 * again (or sent twice under new ids) never mails the user twice. A key is claimed before
 * sending and released when the send fails, so Stripe's retry can send it then.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

const sentMails = () => db().collection('sentMails');

/** Firestore's ALREADY_EXISTS. */
const ALREADY_EXISTS = 6;

/** True when this call may send the mail `key` (no one claimed it before). */
export async function claimMail(key: string, uid: string, kind: string): Promise<boolean> {
  try {
    await sentMails().doc(key).create({ uid, kind, createdAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

export async function releaseMail(key: string): Promise<void> {
  await sentMails().doc(key).delete();
}

/** Sends the mail `key` once: claims it, sends, and releases the claim if sending fails. */
export async function sendOnce(key: string, uid: string, kind: string, send: () => Promise<void>): Promise<boolean> {
  if (!(await claimMail(key, uid, kind))) return false;
  try {
    await send();
    return true;
  } catch (error) {
    await releaseMail(key);
    throw error;
  }
}

/** The ledger entries of a user, for account deletion. */
export const sentMailsOf = (uid: string) => sentMails().where('uid', '==', uid);
