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
export const PAYMENT_ACTION_REQUIRED =
  'Your bank asks you to confirm your last payment. Confirm it instead of subscribing again.';
export const INVOICE_PAYMENT_REQUIRED =
  'Your subscription is unpaid. Pay its open invoice to restore it instead of subscribing again.';

export interface CustomerState {
  subscriptions: readonly SubscriptionSnapshot[];
  record: Pick<UserRecord, 'isPaidUser' | 'trialAvailed' | 'paymentActionRequired'>;
}

/** The 409 that refuses this checkout, or undefined when it may go ahead. */
export function checkoutRefusal(state: CustomerState | undefined, kind: CheckoutKind): HttpError | undefined {
  if (!state) return undefined;
  const due = state.subscriptions.filter((subscription) => isPaymentDueStatus(subscription.status));
  // A card in the portal does not restart payment of an unpaid subscription at Stripe: its invoice must be paid.
  if (due.some((subscription) => subscription.status === 'unpaid')) {
    return conflict('invoice_payment_required', INVOICE_PAYMENT_REQUIRED);
  }
  if (due.length && state.record.paymentActionRequired) {
    return conflict('payment_action_required', PAYMENT_ACTION_REQUIRED);
  }
  if (due.length) return conflict('payment_update_required', PAYMENT_UPDATE_REQUIRED);
  if (state.record.isPaidUser) return conflict('already_subscribed', ALREADY_SUBSCRIBED);
  if (kind === 'trial' && state.record.trialAvailed) return conflict('trial_used', TRIAL_ALREADY_USED);
  return undefined;
}
