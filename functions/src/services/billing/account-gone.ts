/**
 * What Stripe holds for an account that no longer exists. Deleting an account expires its open
 * checkout sessions and cancels its subscriptions (accounts/account-deletion); a session paid
 * in the moment between, or a deletion that stopped half-way, still leaves a live subscription
 * with no user, which the webhook finds and settles here: cancelled at once, and every payment
 * made on it refunded in full, since nobody can use what it paid for (decision 0068).
 */
import type Stripe from 'stripe';
import { adminAuth } from '../platform/firebase';
import { stripe } from './stripe';
import { listSubscriptions, uidOfCustomer } from './subscription-sync';

/** Subscriptions that can no longer bill. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Stripe's largest page: far more than one customer ever has. */
const PAGE = 100;

/** Expires every open checkout session of the customer, so none can be paid any more. */
export async function expireOpenCheckoutSessions(customerId: string): Promise<void> {
  const open = await stripe().checkout.sessions.list({ customer: customerId, status: 'open', limit: PAGE });
  for (const session of open.data) {
    await stripe()
      .checkout.sessions.expire(session.id)
      .catch((error: unknown) => {
        // Paid (or expired) since the list: the subscription it made is cancelled next.
        if ((error as { type?: unknown } | null)?.type !== 'StripeInvalidRequestError') throw error;
      });
  }
}

async function liveSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
  return ((await listSubscriptions(customerId)) ?? []).filter((subscription) => !ENDED.has(subscription.status));
}

const cancelNow = (subscription: Stripe.Subscription) =>
  stripe().subscriptions.cancel(subscription.id, {}, { idempotencyKey: `cancel-${subscription.id}` });

/** Cancels, at once, each subscription of the customer that has not ended. */
export async function cancelLiveSubscriptions(customerId: string): Promise<void> {
  for (const subscription of await liveSubscriptions(customerId)) await cancelNow(subscription);
}

/** Refunds, in full, each succeeded charge of the customer since `since` (unix seconds) not refunded yet. */
export async function refundChargesSince(customerId: string, since: number): Promise<void> {
  const charges = await stripe().charges.list({ customer: customerId, limit: PAGE });
  for (const charge of charges.data) {
    if (charge.created < since || charge.status !== 'succeeded' || charge.refunded) continue;
    await stripe().refunds.create(
      { charge: charge.id, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-account-gone-${charge.id}` },
    );
  }
}

/** Whether the Auth account `uid` exists: a user record may outlive it when a deletion stopped half-way. */
export async function accountExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * When the customer's user no longer exists: its open sessions expired, its live subscriptions
 * cancelled and their payments refunded. Answers whether it did anything; a customer that is
 * not this product's, or whose user exists, is left alone.
 */
export async function settleCustomerOfDeletedAccount(customerId: string): Promise<boolean> {
  const uid = await uidOfCustomer(customerId);
  if (!uid || (await accountExists(uid))) return false;
  await expireOpenCheckoutSessions(customerId);
  const live = await liveSubscriptions(customerId);
  // Refunds before the cancel: a delivery that fails half-way is retried while the subscription
  // is still live, so its refunds are found again (once each: a refunded charge is skipped); a
  // subscription that had already ended, as the account's own deletion ends it, is not refunded.
  for (const subscription of live) {
    await refundChargesSince(customerId, subscription.created);
    await cancelNow(subscription);
  }
  return live.length > 0;
}
