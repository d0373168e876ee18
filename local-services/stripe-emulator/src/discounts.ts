/**
 * What a coupon takes off, and when. A session redeems one coupon (given at creation or as a
 * promotion code on the hosted page); the subscription it starts keeps it as a Discount, which
 * each invoice applies while the coupon's duration lasts: `once` the subscription's first
 * invoice, whatever its amount, so a trial's $0 invoice uses it up and the first paid invoice
 * after the trial gets nothing (Stripe: a `once` coupon "applies to the first charge from a
 * subscription", and the invoice made when the subscription is created consumes it);
 * `repeating` every invoice made before the discount's `end` (its months counted from the
 * checkout), `forever` all of them. https://docs.stripe.com/billing/subscriptions/coupons
 */
import { discountObject } from './discount-objects';
import type { Emulator } from './emulator';
import type { CheckoutSession, Coupon, Customer, PromotionCode, SessionDiscount, Subscription } from './types';

/** The hosted page's answer to any code it cannot take, as Stripe Checkout words it. */
export const INVALID_CODE = 'This code is invalid.';

/** Whether a coupon can still be redeemed now: before redeem_by, under max_redemptions. */
export function couponRedeemable(coupon: Coupon, now: number): boolean {
  if (coupon.redeem_by !== null && now >= coupon.redeem_by) return false;
  return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
}

/** The active promotion code `code` (case-insensitive, as Stripe matches it) if `customer` may redeem it. */
export function redeemablePromotionCode(
  core: Emulator,
  code: string,
  customer: Customer | undefined,
  subtotal: number,
): PromotionCode | undefined {
  const now = core.clock.now();
  const wanted = code.trim().toUpperCase();
  const promo = [...core.state.promotionCodes.values()].find((p) => p.active && p.code.toUpperCase() === wanted);
  if (!promo) return undefined;
  if (promo.expires_at !== null && now >= promo.expires_at) return undefined;
  if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions) return undefined;
  if (promo.customer !== null && promo.customer !== customer?.id) return undefined;
  if (promo.restrictions.minimum_amount !== null && subtotal < promo.restrictions.minimum_amount) return undefined;
  if (promo.restrictions.first_time_transaction && customer && hasInvoices(core, customer.id)) return undefined;
  const coupon = core.state.coupons.get(promo.promotion.coupon);
  return coupon && couponRedeemable(coupon, now) ? promo : undefined;
}

/**
 * `first_time_transaction` is for "customers without any successful payments or invoices"
 * (https://docs.stripe.com/api/promotion_codes/object): any invoice counts, a trial's $0 one
 * included, paid or not.
 */
const hasInvoices = (core: Emulator, customer: string) =>
  [...core.state.invoices.values()].some((invoice) => invoice.customer === customer);

/** What `coupon` takes off `amount` (in the invoice's currency; an amount-off coupon in another takes nothing). */
export function discountAmount(coupon: Coupon, amount: number, currency: string): number {
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  if (coupon.amount_off !== null && coupon.currency === currency) return Math.min(coupon.amount_off, amount);
  return 0;
}

/**
 * Sets (or, with none, clears) the coupon a session will redeem, and its amounts: the subtotal,
 * what the coupon takes off it, and the total due today (nothing off a trial's $0).
 */
export function setSessionDiscount(
  core: Emulator,
  session: CheckoutSession,
  chosen: SessionDiscount | undefined,
): void {
  const plan = core.state.sessionPlans.get(session.id);
  if (!plan) throw new Error(`Checkout session ${session.id} has no line items`);
  const price = core.state.price(plan.price);
  if (chosen) core.state.sessionDiscounts.set(session.id, chosen);
  else core.state.sessionDiscounts.delete(session.id);
  const subtotal = plan.trialPeriodDays ? 0 : price.unit_amount * plan.quantity;
  const coupon = chosen && core.state.coupon(chosen.coupon);
  const off = coupon ? discountAmount(coupon, subtotal, price.currency) : 0;
  session.amount_subtotal = subtotal;
  session.amount_total = subtotal - off;
  session.total_details = { ...(session.total_details as object), amount_discount: off };
  session.discounts = chosen ? [{ coupon: chosen.coupon, promotion_code: chosen.promotionCode }] : [];
}

/** Redeems the session's coupon on the subscription it started: a Discount, counted as used. */
export function redeemOnSubscription(core: Emulator, chosen: SessionDiscount, subscription: Subscription): void {
  const coupon = core.state.coupon(chosen.coupon);
  const discount = discountObject(core.clock.now(), coupon, {
    customer: subscription.customer,
    subscription: subscription.id,
    promotionCode: chosen.promotionCode,
  });
  core.state.discounts.set(discount.id, discount);
  subscription.discounts = [discount.id];
  coupon.times_redeemed++;
  if (!couponRedeemable(coupon, core.clock.now())) coupon.valid = false;
  if (chosen.promotionCode) core.state.promotionCode(chosen.promotionCode).times_redeemed++;
}

/**
 * The discount an invoice of `subscription` for `amount` gets, if any; a discount whose time
 * is over (a repeating one past its end, a once one used) leaves the subscription.
 */
export function invoiceDiscount(
  core: Emulator,
  subscription: Subscription,
  amount: number,
  currency: string,
): { id: string; amount: number } | undefined {
  const ids = (subscription.discounts as string[] | undefined) ?? [];
  const discount = ids.length ? core.state.discounts.get(ids[0]) : undefined;
  if (!discount) return undefined;
  const coupon = core.state.coupon(discount.source.coupon);
  if (discount.end !== null && core.clock.now() >= discount.end) {
    subscription.discounts = [];
    return undefined;
  }
  if (coupon.duration === 'once') subscription.discounts = [];
  if (amount === 0) return undefined;
  return { id: discount.id, amount: discountAmount(coupon, amount, currency) };
}
