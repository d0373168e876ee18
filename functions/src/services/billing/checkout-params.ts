/**
 * What the product asks Stripe Checkout for, apart from who pays: the plan's price, cards only,
 * promotion codes, the trial, and the flexible billing mode. Pure, so the rules are tested without Stripe.
 */
import type Stripe from 'stripe';

/**
 * Cards only: the one-trial-per-card rule (trial-cards) needs the card's fingerprint, which
 * Link and non-card methods do not give. Since API version 2026-09-30 Checkout offers every
 * method the account enables unless told otherwise, and takes no `payment_method_types`:
 * `allowed_payment_method_types` narrows the dynamic set instead.
 * https://docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions
 */
export const CHECKOUT_PAYMENT_METHOD_TYPES: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card'];

export interface CheckoutRequest {
  uid: string;
  customerId: string;
  priceId: string;
  /** Days of free trial, or none. */
  trialDays: number | null;
  site: string;
  plan: string;
  expiresAt: number;
}

export function checkoutSessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const { uid, site } = request;
  return {
    mode: 'subscription',
    customer: request.customerId,
    client_reference_id: uid,
    line_items: [{ price: request.priceId, quantity: 1 }],
    allowed_payment_method_types: CHECKOUT_PAYMENT_METHOD_TYPES,
    // The payer enters a code on Stripe's page; the discount then lives on the subscription.
    allow_promotion_codes: true,
    success_url: `${site}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/failure`,
    metadata: { uid, plan: request.plan },
    expires_at: request.expiresAt,
    subscription_data: {
      metadata: { uid },
      // Flexible (the default since 2025-09-30, said here so the rule cannot drift): a plan switch
      // credits the unused share of what was paid, coupon included, not of the price's value.
      // https://docs.stripe.com/billing/subscriptions/billing-mode/compare
      billing_mode: { type: 'flexible' },
      ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
    },
  };
}
