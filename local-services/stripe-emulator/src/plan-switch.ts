/**
 * Switching a subscription to another price of its product, as the customer portal does
 * (subscription_update with proration_behavior create_prorations, the emulator's portal
 * configuration). During a trial only the price changes: the trial and its end stay, nothing
 * is charged. Otherwise, as Stripe does when the billing interval changes
 * (https://docs.stripe.com/api/subscriptions/update): the unused time of the old price is
 * credited, the new price is charged at once for a full period, and the billing cycle anchor
 * moves to now. Credit beyond the charge goes to the customer's balance, which pays the next
 * invoices first. A refused charge leaves the subscription past_due, as a failed renewal does.
 */
import { bill } from './billing';
import { intervalEnd } from './clock';
import { giveUpIfSpent } from './dunning';
import { previousAttributes, type Emulator } from './emulator';
import { invalidRequest } from './errors';
import { attemptInvoicePayment } from './invoice-payment';
import { planObject } from './objects';
import type { Price, Subscription } from './types';

/** The prices a subscription may switch to: the other active recurring prices of its product. */
export function switchablePrices(core: Emulator, subscription: Subscription): Price[] {
  const current = subscription.items.data[0].price;
  return [...core.state.prices.values()].filter(
    (price) => price.product === current.product && price.id !== current.id && price.active !== false,
  );
}

export function switchPlan(core: Emulator, subscription: Subscription, price: Price): void {
  if (!['active', 'trialing'].includes(subscription.status)) {
    throw invalidRequest(`A ${subscription.status} subscription cannot change its plan: '${subscription.id}'.`);
  }
  if (!switchablePrices(core, subscription).some((p) => p.id === price.id)) {
    throw invalidRequest(`This subscription cannot switch to '${price.id}'.`);
  }
  const before = structuredClone(subscription);
  const item = subscription.items.data[0];
  const old = item.price;
  item.price = structuredClone(price);
  item.plan = planObject(price);
  if (subscription.status === 'trialing') {
    core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
    return;
  }
  const now = core.clock.now();
  const { current_period_start: start, current_period_end: end } = item;
  const unused = end > now ? Math.round((old.unit_amount * item.quantity * (end - now)) / (end - start)) : 0;
  subscription.billing_cycle_anchor = now;
  item.current_period_start = now;
  item.current_period_end = intervalEnd(now, price.recurring.interval, price.recurring.interval_count, 1);
  const invoice = bill(core, {
    customer: core.state.customer(subscription.customer),
    subscription,
    billingReason: 'subscription_update',
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    invoicePeriodStart: now,
    invoicePeriodEnd: now,
    trial: false,
    paid: false,
    credit: { amount: unused, price: old, periodStart: now, periodEnd: end },
  });
  const paid = attemptInvoicePayment(core, invoice, subscription);
  subscription.status = paid ? 'active' : 'past_due';
  core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
  if (paid) {
    core.emit('invoice.paid', invoice);
  } else {
    core.emit('invoice.payment_failed', invoice);
    giveUpIfSpent(core, invoice, subscription);
  }
}
