/**
 * Forgets a Stripe customer that was deleted in Stripe (the dashboard, the API): the record
 * loses its paid access, its subscription fields and its customer id, so the next checkout
 * creates a new customer instead of failing on the old one for ever. The trial stays used.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { userRecordRef, type UserRecord } from './user-records';

/**
 * Clears the customer from the user's record if it is still the stored one (a newer customer
 * is left alone); returns the stored record, or undefined when the user has none.
 */
export async function unlinkDeletedCustomer(
  uid: string,
  customerId: string,
  readAt: number,
): Promise<UserRecord | undefined> {
  const ref = userRecordRef(uid);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return undefined;
    const record = snapshot.data() as UserRecord;
    if (record.stripeCustomerId && record.stripeCustomerId !== customerId) return record;
    const update = {
      isPaidUser: false,
      stripeCustomerId: null,
      previousStripeCustomerId: customerId,
      stripeSubscriptionId: null,
      stripeSubscriptionStatus: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: null,
      currentPeriodEnd: null,
      paymentDueSince: null,
      openInvoiceUrl: null,
      paymentActionRequired: false,
      // The claim's Idempotency-Key was used with the old customer; a new checkout needs a new one.
      checkoutClaim: null,
      stripeSyncedAt: Math.max(readAt, record.stripeSyncedAt ?? 0),
    };
    transaction.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
    return { ...record, ...update };
  });
}
