/**
 * Stripe subscriptions as the subscription rules read them, for the unit tests of those rules:
 * an active monthly one unless told otherwise, and every status Stripe gives a subscription
 * (https://docs.stripe.com/api/subscriptions/object#subscription_object-status).
 */
import type { SubscriptionSnapshot } from '../services/billing/subscription-state';

export const DAY = 86_400;
export const NOW = 1_790_000_000;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'canceled',
] as const;

export function subscriptionSnapshot(
  overrides: Partial<SubscriptionSnapshot> & { periodEnd?: number } = {},
): SubscriptionSnapshot {
  const { periodEnd = NOW + 30 * DAY, ...rest } = overrides;
  return {
    id: 'sub_1',
    status: 'active',
    created: NOW,
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    canceled_at: null,
    trial_start: null,
    trial_end: null,
    items: { data: [{ current_period_end: periodEnd }] },
    ...rest,
  };
}
