/**
 * Cancel, resume and the next billing date, each only for the user's own subscription. Each
 * acts on the subscription Stripe holds now and answers with the user's record synced
 * afterwards.
 */
import type { SubscriptionPlan } from '@cannabis-reports/contracts';
import { conflict, forbidden, notFound } from '../../errors';
import { isStripeNotFound, stripe } from './stripe';
import { currentSubscription, isPaidStatus, nextBillingDateOf } from './subscription-state';
import { DISCOUNT_EXPANSIONS, subscriptionPlanOf } from './subscription-plan';
import { syncCustomer } from './subscription-sync';
import { getUserRecord, type UserRecord } from '../accounts/user-records';

export const NO_ACTIVE_SUBSCRIPTION = 'You have no active subscription';
export const SUBSCRIPTION_ENDED = 'Your subscription has already ended. Subscribe again from the upgrade page.';

/** The user's Stripe state as it is now: their record synced, and their current subscription. */
async function currentState(uid: string) {
  const customerId = (await getUserRecord(uid))?.stripeCustomerId;
  if (!customerId) throw conflict('no_subscription', NO_ACTIVE_SUBSCRIPTION);
  const synced = await syncCustomer(customerId, uid);
  if (!synced) throw conflict('no_subscription', NO_ACTIVE_SUBSCRIPTION);
  return { customerId, record: synced.record, subscription: currentSubscription(synced.subscriptions) };
}

async function resync(uid: string, customerId: string): Promise<UserRecord> {
  const synced = await syncCustomer(customerId, uid);
  if (!synced) throw conflict('no_subscription', NO_ACTIVE_SUBSCRIPTION);
  return synced.record;
}

/**
 * A trial is cancelled at once (nothing was paid, so nothing is owed); a paid
 * subscription is cancelled at the end of the period already paid for.
 */
export async function cancelSubscription(uid: string): Promise<UserRecord> {
  const { customerId, subscription } = await currentState(uid);
  if (!subscription || !isPaidStatus(subscription.status)) throw conflict('no_subscription', NO_ACTIVE_SUBSCRIPTION);
  if (subscription.status === 'trialing') {
    await stripe().subscriptions.cancel(subscription.id, {}, { idempotencyKey: `cancel-${subscription.id}` });
  } else if (!subscription.cancel_at_period_end) {
    await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });
  }
  return resync(uid, customerId);
}

/** Undoes a scheduled cancellation. A trial has none to undo, so it is left as it is. */
export async function resumeSubscription(uid: string): Promise<UserRecord> {
  const { customerId, record, subscription } = await currentState(uid);
  if (!subscription) throw conflict('no_subscription', NO_ACTIVE_SUBSCRIPTION);
  if (!isPaidStatus(subscription.status)) throw conflict('subscription_ended', SUBSCRIPTION_ENDED);
  if (subscription.status === 'trialing' || !subscription.cancel_at_period_end) return record;
  await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: false });
  return resync(uid, customerId);
}

/**
 * Unix seconds of the next invoice of the user's own subscription (null if none is due), and
 * its plan: price, interval and discount.
 */
export async function nextBillingDate(
  uid: string,
  subscriptionId: string,
): Promise<{ seconds: number | null; plan: SubscriptionPlan | null }> {
  const record = await getUserRecord(uid);
  if (!record?.stripeCustomerId || record.stripeSubscriptionId !== subscriptionId) {
    throw forbidden('not_owner', 'You can only read your own subscription');
  }
  const subscription = await stripe()
    .subscriptions.retrieve(subscriptionId, { expand: DISCOUNT_EXPANSIONS })
    .catch((error: unknown) => {
      if (isStripeNotFound(error)) throw notFound('not_found', 'There is no such subscription.');
      throw error;
    });
  const owner = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (owner !== record.stripeCustomerId) throw forbidden('not_owner', 'You can only read your own subscription');
  return { seconds: nextBillingDateOf(subscription), plan: subscriptionPlanOf(subscription) };
}
