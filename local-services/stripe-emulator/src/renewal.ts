/**
 * A subscription's period end, as the clock passes it: the subscription ends if it was set to,
 * or the next period is invoiced. Stripe keeps invoicing a subscription whose payment is due:
 * a past_due one is charged for the new period as any other ("The subscription continues to
 * create invoices", https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses)
 * and stays past_due until its most recent invoice is paid; an unpaid one gets a draft that
 * nothing charges (invoice-drafts.ts). A charge that fails leaves the subscription past_due for
 * dunning.ts to retry, each invoice on its own schedule.
 */
import { bill, endSubscription } from './billing';
import { intervalEnd } from './clock';
import { giveUpIfSpent, invoicePaymentFailed } from './dunning';
import { previousAttributes, type Emulator } from './emulator';
import { leaveAsDraft } from './invoice-drafts';
import { attemptInvoicePayment } from './invoice-payment';
import { paymentMethodFor } from './payment-methods';
import { CHARGE_DECLINE_CARD, TEST_CARDS } from './test-cards';
import type { Subscription } from './types';

/**
 * For /_emulator/fail-next-renewal: when this customer (or '*', anyone) was marked, the card
 * on file starts declining now, as a card that runs out of funds does; a new card mends it.
 */
function applyFailingRenewal(core: Emulator, subscription: Subscription): void {
  const marked = [subscription.customer, '*'].find((key) => core.state.failingRenewals.delete(key));
  const method = paymentMethodFor(core, subscription);
  if (marked && method) core.state.paymentMethodCards.set(method.id, TEST_CARDS[CHARGE_DECLINE_CARD]);
}

/** The end of the period that follows the current one, counted from the billing cycle anchor. */
export function nextPeriodEnd(subscription: Subscription): number {
  const item = subscription.items.data[0];
  const { interval, interval_count: count } = item.price.recurring;
  let n = 1;
  while (intervalEnd(subscription.billing_cycle_anchor, interval, count, n) <= item.current_period_end) n++;
  return intervalEnd(subscription.billing_cycle_anchor, interval, count, n);
}

/**
 * One step for a subscription whose period has ended: end it if asked to, else invoice the
 * next period (the first one after a trial, or a renewal): charged, or left a draft while unpaid.
 */
export function passPeriodEnd(core: Emulator, subscription: Subscription): void {
  const item = subscription.items.data[0];
  const endedAt = item.current_period_end;
  if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= endedAt)) {
    endSubscription(subscription, endedAt, subscription.canceled_at ?? endedAt);
    core.emit('customer.subscription.deleted', subscription);
    return;
  }
  const before = structuredClone(subscription);
  const previousStart = item.current_period_start;
  item.current_period_start = endedAt;
  item.current_period_end = nextPeriodEnd(subscription);

  const fromTrial = subscription.status === 'trialing';
  const customer = core.state.customer(subscription.customer);
  applyFailingRenewal(core, subscription);
  const invoice = bill(core, {
    customer,
    subscription,
    billingReason: 'subscription_cycle',
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    invoicePeriodStart: previousStart,
    invoicePeriodEnd: endedAt,
    trial: false,
    paid: false,
  });
  if (subscription.status === 'unpaid') {
    leaveAsDraft(core, invoice);
    core.emit('invoice.created', invoice);
    core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
    return;
  }
  const paid = attemptInvoicePayment(core, invoice, subscription);
  subscription.status = paid ? 'active' : 'past_due';
  const previous = previousAttributes(before, subscription);
  if (!paid) {
    invoicePaymentFailed(core, invoice);
    core.emit('customer.subscription.updated', subscription, previous);
    giveUpIfSpent(core, invoice, subscription);
  } else if (fromTrial) {
    core.emit('customer.subscription.updated', subscription, previous);
    core.emit('invoice.paid', invoice);
  } else {
    core.emit('invoice.paid', invoice);
    core.emit('customer.subscription.updated', subscription, previous);
  }
}
