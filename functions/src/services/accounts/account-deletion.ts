/**
 * Deleting an account: its open checkout sessions are expired (none can be paid afterwards)
 * and its live subscription is cancelled at once (nothing more is billed),
 * then the user leaves their team (team-membership), and everything this product keeps about the user goes: the `users/{uid}` record and its saved
 * views and report visits, its follows and alert records, its data API keys, its e-mail verification and password reset tokens, its billing-mail ledger and the owners of its checkout sessions.
 * The cards it had a trial with stay claimed, without its uid, so they get no second trial
 * (trial-cards). The Stripe customer, its invoices and payments stay in Stripe for accounting.
 * The same cleanup runs from the API (the user deletes their account on /profile) and from the
 * Auth delete trigger (an account deleted any other way), and may run twice: every step is
 * idempotent.
 */
import { db, adminAuth } from '../platform/firebase';
import { sentMailsOf } from '../mail/ledger';
import { stripe } from '../billing/stripe';
import { cancelLiveSubscriptions, expireOpenCheckoutSessions, refundChargesSince } from '../billing/account-gone';
import { cardTrialsOf, disownedCardTrial } from '../billing/trial-cards';
import { deleteKeysOf } from '../api-keys/key-store';
import { reportVisitsOf } from '../report-visits/report-visits';
import { alertsOf } from '../alerts/alert-ledger';
import { followsRef } from '../alerts/follow-store';
import { savedViewsOf } from '../saved-views/saved-views';
import { leaveTeamOnDeletion } from '../teams/team-membership';
import { checkoutSessionsOf } from './checkout-claims';
import { passwordResetTokensOf } from './password-reset';
import { getUserRecord, markAccountDeleted, userRecordRef } from './user-records';
import { verificationTokensOf } from './verification-tokens';

/**
 * Deletes the user's documents (the record, its saved views and report visits, verification and reset tokens, sent-mail
 * entries and checkout-session owners) and takes the uid off the cards they had a trial with.
 */
async function deleteUserDocuments(uid: string): Promise<void> {
  const [views, visits, verifications, resets, mails, sessions, cards, alerts] = await Promise.all([
    savedViewsOf(uid).get(),
    reportVisitsOf(db(), uid).get(),
    verificationTokensOf(uid).get(),
    passwordResetTokensOf(uid).get(),
    sentMailsOf(uid).get(),
    checkoutSessionsOf(uid).get(),
    cardTrialsOf(uid).get(),
    alertsOf(uid).get(),
  ]);
  const writer = db().bulkWriter();
  const documents = [views, visits, verifications, resets, mails, sessions, alerts].flatMap((found) => found.docs);
  for (const doc of documents) void writer.delete(doc.ref);
  void writer.delete(followsRef(uid));
  for (const card of cards.docs) void writer.update(card.ref, disownedCardTrial());
  void writer.delete(userRecordRef(uid));
  await writer.close();
  await deleteKeysOf(uid);
}

/**
 * The user's Stripe customers: the stored one, and any made for their uid (metadata) whose id
 * never reached the record (checkout finds those the same way), or whose record is already
 * gone when the Auth trigger runs after a deletion that stopped half-way.
 */
async function customersOf(uid: string): Promise<Set<string>> {
  const stored = (await getUserRecord(uid))?.stripeCustomerId;
  const found = await stripe().customers.search({ query: `metadata['uid']:'${uid}'` });
  return new Set([...(stored ? [stored] : []), ...found.data.map((customer) => customer.id)]);
}

/**
 * Everything but the Auth account: no checkout left to pay, the subscription stopped, and the
 * user's data deleted. Sessions first: one paid between the two steps makes a subscription
 * that the cancel then finds.
 */
export async function deleteAccountData(uid: string): Promise<void> {
  // A record marked when the Auth account went: anything charged since was charged to nobody.
  const deletedAt = (await getUserRecord(uid))?.accountDeletedAt?.seconds;
  for (const customerId of await customersOf(uid)) {
    await expireOpenCheckoutSessions(customerId);
    await cancelLiveSubscriptions(customerId);
    if (deletedAt !== undefined) await refundChargesSince(customerId, deletedAt);
  }
  // Before the record goes: it names the team.
  await leaveTeamOnDeletion(uid);
  await deleteUserDocuments(uid);
}

/**
 * An Auth account deleted any other way than /profile (its trigger): the record is marked first, so that
 * if a step fails the webhook and the reconciliation know the account is gone and finish the work, then the
 * data is deleted. A failure is thrown, and the trigger is retried (decision 0140).
 */
export async function cleanUpDeletedAccount(uid: string): Promise<void> {
  await markAccountDeleted(uid);
  await deleteAccountData(uid);
}

/** The /profile action: the data, then the Auth account (whose trigger finds nothing left). */
export async function deleteAccount(uid: string): Promise<void> {
  await deleteAccountData(uid);
  await adminAuth()
    .deleteUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
}
