/**
 * The one write of a user's subscription fields (subscription-sync is its only caller), and of a
 * team's, which carries the same fields under the same names (team-subscription-sync): an
 * optimistic, conditional update that never lets an older Stripe read replace a newer one.
 */
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { PaymentDueFields } from '../billing/payment-due';
import type { SubscriptionFields } from '../billing/subscription-state';
import { userRecordRef, type UserRecord } from './user-records';

const toTimestamp = (seconds: number | null) => (seconds === null ? null : Timestamp.fromMillis(seconds * 1000));

/** Firestore's FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;
const MAX_WRITE_ATTEMPTS = 8;

/** The subscription fields a user record and a team record both carry. */
type SubscriptionHolder = Partial<
  Pick<UserRecord, 'trialAvailed' | 'stripeCustomerId' | 'previousStripeCustomerId' | 'stripeSyncedAt'>
>;

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
  fields: SubscriptionFields & PaymentDueFields,
  readAt: number,
): Promise<UserRecord | undefined> {
  return writeSubscriptionFields<UserRecord>(userRecordRef(uid), customerId, fields, readAt);
}

/** saveSubscriptionFields on any record that holds them: a user's, or a team's. */
export async function writeSubscriptionFields<T extends SubscriptionHolder>(
  ref: DocumentReference,
  customerId: string,
  fields: SubscriptionFields & PaymentDueFields,
  readAt: number,
): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    const snapshot = await ref.get();
    if (!snapshot.exists || !snapshot.updateTime) return undefined;
    const record = snapshot.data() as T;
    if ((record.stripeSyncedAt ?? 0) > readAt) return record;
    // A customer deleted in Stripe and unlinked (customer-unlink) is never linked again.
    if (!record.stripeCustomerId && record.previousStripeCustomerId === customerId) return record;
    const update = {
      isPaidUser: fields.isPaidUser,
      trialAvailed: record.trialAvailed === true || fields.trialUsed,
      stripeCustomerId: record.stripeCustomerId ?? customerId,
      stripeSubscriptionId: fields.stripeSubscriptionId,
      stripeSubscriptionStatus: fields.stripeSubscriptionStatus,
      subscriptionCancelAtPeriodEnd: fields.subscriptionCancelAtPeriodEnd,
      subscriptionEndsAt: toTimestamp(fields.subscriptionEndsAt),
      currentPeriodEnd: toTimestamp(fields.currentPeriodEnd),
      paymentDueSince: toTimestamp(fields.paymentDueSince),
      openInvoiceUrl: fields.openInvoiceUrl,
      paymentActionRequired: fields.paymentActionRequired,
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
