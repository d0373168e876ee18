/**
 * Whether a user may start a checkout, decided from Stripe's state as the sync just before
 * it read it (checkout.ts). One subscription per user: none while one is active or trialing,
 * none while one waits for a new card (a failed payment is mended in the Billing Portal, never
 * by a second plan), and the free trial only for a user who never had one. Pure, so every
 * status is tested without Stripe.
 */
import { conflict, type HttpError } from '../../errors';
import { isPaymentDueStatus, type SubscriptionSnapshot } from './subscription-state';
import type { UserRecord } from '../accounts/user-records';

export type CheckoutKind = 'trial' | 'monthly';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription';
export const TRIAL_ALREADY_USED = 'Your free trial has already been used. Subscribe to the monthly plan instead.';
export const PAYMENT_UPDATE_REQUIRED =
  'Your last payment failed. Update your card in Manage billing instead of subscribing again.';

export interface CustomerState {
  subscriptions: readonly SubscriptionSnapshot[];
  record: Pick<UserRecord, 'isPaidUser' | 'trialAvailed'>;
}

/** The 409 that refuses this checkout, or undefined when it may go ahead. */
export function checkoutRefusal(state: CustomerState | undefined, kind: CheckoutKind): HttpError | undefined {
  if (!state) return undefined;
  if (state.subscriptions.some((subscription) => isPaymentDueStatus(subscription.status))) {
    return conflict('payment_update_required', PAYMENT_UPDATE_REQUIRED);
  }
  if (state.record.isPaidUser) return conflict('already_subscribed', ALREADY_SUBSCRIBED);
  if (kind === 'trial' && state.record.trialAvailed) return conflict('trial_used', TRIAL_ALREADY_USED);
  return undefined;
}
