/**
 * Switching a subscription to another price of its product, as the customer portal does
 * (subscription_update with proration_behavior create_prorations). During a trial the portal
 * configuration's `trial_update_behavior` decides: `end_trial` (Stripe's default) ends the
 * trial now and the switch is billed as below; `continue_trial` changes only the price, the
 * trial and its end stay and nothing is charged
 * (https://docs.stripe.com/changelog/clover/2025-09-30/customer-portal-trial-behavior).
 * Otherwise, as Stripe does when the billing interval changes
 * (https://docs.stripe.com/api/subscriptions/update): the unused time of the old price is
 * credited, the new price is charged at once for a full period, and the billing cycle anchor
 * moves to now. The credit follows the subscription's billing mode
 * (https://docs.stripe.com/billing/subscriptions/billing-mode/compare): `flexible` credits
 * "based on the original amount previously debited" (what the period's invoice charged for
 * the item, its discount taken off), `classic` the old price's current value. Credit beyond the
 * charge goes to the customer's balance, which pays the next invoices first. A refused charge
 * leaves the subscription past_due, as a failed renewal does.
 */
import { bill } from './billing';
import { intervalEnd } from './clock';
import { giveUpIfSpent } from './dunning';
import { previousAttributes, type Emulator } from './emulator';
import { invalidRequest } from './errors';
import { attemptInvoicePayment } from './invoice-payment';
import { formatPrice } from './money';
import { planObject } from './objects';
import type { TrialUpdateBehavior } from './portal-configurations';
import { unusedCredit } from './prorations';
import type { Price, Subscription } from './types';

/** The prices a subscription may switch to: the other active recurring prices of its product. */
export function switchablePrices(core: Emulator, subscription: Subscription): Price[] {
  const current = subscription.items.data[0].price;
  return [...core.state.prices.values()].filter(
    (price) => price.product === current.product && price.id !== current.id && price.active !== false,
  );
}

export function switchPlan(
  core: Emulator,
  subscription: Subscription,
  price: Price,
  trialUpdate: TrialUpdateBehavior = 'end_trial',
): void {
  if (!['active', 'trialing'].includes(subscription.status)) {
    throw invalidRequest(`A ${subscription.status} subscription cannot change its plan: '${subscription.id}'.`);
  }
  if (!switchablePrices(core, subscription).some((p) => p.id === price.id)) {
    throw invalidRequest(`This subscription cannot switch to '${price.id}'.`);
  }
  const before = structuredClone(subscription);
  const item = subscription.items.data[0];
  const old = item.price;
  const now = core.clock.now();
  const { current_period_end: end } = item;
  const trialing = subscription.status === 'trialing';
  // A trial's period was not paid for: nothing of it to credit.
  const unused = trialing ? 0 : unusedCredit(core, subscription, now);
  item.price = structuredClone(price);
  item.plan = planObject(price);
  if (trialing && trialUpdate === 'continue_trial') {
    core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
    return;
  }
  if (trialing) subscription.trial_end = now;
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
    prorations:
      unused > 0
        ? [
            {
              amount: -unused,
              price: old,
              quantity: item.quantity,
              description: `Unused time on ${core.state.product(old.product).name} (at ${formatPrice(old)})`,
              periodStart: now,
              periodEnd: end,
              invoiceItem: null,
            },
          ]
        : [],
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
