/**
 * What a user's Stripe subscriptions mean for their record: the one pure function behind
 * every subscription write (webhook, checkout confirmation, cancel and resume). Because it
 * always starts from Stripe's current list, not from an event's payload, the order in
 * which events arrive cannot change the result.
 */

/** The parts of a Stripe subscription this product reads (Stripe.Subscription fits). */
export interface SubscriptionSnapshot {
  id: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at: number | null;
  canceled_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  items: { data: Array<{ current_period_end: number }> };
}

export interface SubscriptionFields {
  isPaidUser: boolean;
  /** True when any of the customer's subscriptions ever had a trial. */
  trialUsed: boolean;
  stripeSubscriptionId: string | null;
  stripeSubscriptionStatus: string | null;
  subscriptionCancelAtPeriodEnd: boolean;
  /** Unix seconds: when a scheduled cancellation takes effect, or when it ended. */
  subscriptionEndsAt: number | null;
  /** Unix seconds: the end of the current billing period (of the trial while trialing). */
  currentPeriodEnd: number | null;
}

/** Subscriptions in good standing: paid up, or in their free trial. */
const GOOD_STANDING_STATUSES = new Set(['active', 'trialing']);
/**
 * A user is paid, and so reads the reports, while their subscription is active or trialing,
 * and also while Stripe retries a failed renewal (past_due): access ends when the
 * subscription is canceled or unpaid (decision 0037 in docs/decisions, failed renewals).
 */
const PAID_STATUSES = new Set([...GOOD_STANDING_STATUSES, 'past_due']);
/** Statuses whose open invoice must be paid (a new card) before anything else is bought. */
const PAYMENT_DUE_STATUSES = new Set(['past_due', 'unpaid', 'incomplete']);
/** Statuses of subscriptions that are over and will not come back. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const isPaidStatus = (status: string | null | undefined) => PAID_STATUSES.has(status ?? '');
export const isPaymentDueStatus = (status: string | null | undefined) => PAYMENT_DUE_STATUSES.has(status ?? '');

/**
 * The subscription the user's record describes: the newest one in good standing (active,
 * trialing); else the newest one still alive (past_due, unpaid, incomplete, paused); else the
 * newest that ended.
 */
export function currentSubscription<T extends SubscriptionSnapshot>(subscriptions: readonly T[]): T | undefined {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return (
    newestFirst.find((subscription) => GOOD_STANDING_STATUSES.has(subscription.status)) ??
    newestFirst.find((subscription) => !ENDED_STATUSES.has(subscription.status)) ??
    newestFirst[0]
  );
}

export function periodEndOf(subscription: SubscriptionSnapshot): number | null {
  if (subscription.status === 'trialing' && subscription.trial_end) return subscription.trial_end;
  return subscription.items.data[0]?.current_period_end ?? subscription.trial_end ?? null;
}

/** The date the next invoice is due, or null when none will be (ending or ended). */
export function nextBillingDateOf(subscription: SubscriptionSnapshot): number | null {
  if (ENDED_STATUSES.has(subscription.status) || subscription.cancel_at_period_end || subscription.cancel_at)
    return null;
  return periodEndOf(subscription);
}

export function subscriptionFields(subscriptions: readonly SubscriptionSnapshot[]): SubscriptionFields {
  const trialUsed = subscriptions.some(
    (subscription) => subscription.trial_start !== null || subscription.trial_end !== null,
  );
  const current = currentSubscription(subscriptions);
  if (!current) {
    return {
      isPaidUser: false,
      trialUsed,
      stripeSubscriptionId: null,
      stripeSubscriptionStatus: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: null,
      currentPeriodEnd: null,
    };
  }
  const ended = ENDED_STATUSES.has(current.status);
  const periodEnd = periodEndOf(current);
  const cancelPending = !ended && (current.cancel_at_period_end || current.cancel_at !== null);
  let endsAt: number | null = null;
  if (ended) endsAt = current.ended_at ?? current.canceled_at;
  else if (cancelPending) endsAt = current.cancel_at ?? periodEnd;
  return {
    isPaidUser: isPaidStatus(current.status),
    trialUsed,
    stripeSubscriptionId: current.id,
    stripeSubscriptionStatus: current.status,
    subscriptionCancelAtPeriodEnd: cancelPending,
    subscriptionEndsAt: endsAt,
    currentPeriodEnd: periodEnd,
  };
}
