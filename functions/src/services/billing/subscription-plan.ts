/**
 * What /profile shows of a subscription's plan: its price and interval, and the discount a
 * promotion code gave it. Read from the subscription with `discounts.source.coupon` and
 * `discounts.promotion_code` expanded (DISCOUNT_EXPANSIONS). Pure.
 */
import type { SubscriptionDiscount, SubscriptionPlan } from '@cannabis-reports/contracts';
import type Stripe from 'stripe';

export const DISCOUNT_EXPANSIONS = ['discounts.source.coupon', 'discounts.promotion_code'];

function discountOf(subscription: Stripe.Subscription): SubscriptionDiscount | null {
  const discount = subscription.discounts.find((entry): entry is Stripe.Discount => typeof entry === 'object');
  const coupon = discount?.source.coupon;
  if (!discount || !coupon || typeof coupon !== 'object') return null;
  const promotion = discount.promotion_code;
  return {
    code: promotion && typeof promotion === 'object' ? promotion.code : null,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
    duration: coupon.duration,
    endsAt: discount.end,
  };
}

export function subscriptionPlanOf(subscription: Stripe.Subscription): SubscriptionPlan | null {
  const price = subscription.items.data[0]?.price;
  if (!price?.recurring || price.unit_amount === null) return null;
  return {
    amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring.interval,
    discount: discountOf(subscription),
  };
}
