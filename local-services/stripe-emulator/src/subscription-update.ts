/**
 * POST /v1/subscriptions/:id: metadata, cancellation at period end and the item's quantity
 * (quantity-change.ts), in one `customer.subscription.updated` whose `previous_attributes` hold
 * what changed (`items` for a quantity). An `always_invoice` change is then collected at once, as
 * Stripe does: `invoice.paid`, or `invoice.payment_failed` and past_due, as a failed renewal.
 */
import { assertNotEnded } from './billing';
import { giveUpIfSpent } from './dunning';
import { previousAttributes, type Emulator } from './emulator';
import { attemptInvoicePayment } from './invoice-payment';
import { changeQuantity, type QuantityChange } from './quantity-change';
import type { Metadata, Subscription } from './types';

export interface SubscriptionChanges {
  cancelAtPeriodEnd?: boolean;
  metadata?: Metadata;
  quantity?: QuantityChange;
}

function setCancelAtPeriodEnd(core: Emulator, subscription: Subscription, requested: boolean): void {
  subscription.cancel_at_period_end = requested;
  subscription.cancel_at = requested ? subscription.items.data[0].current_period_end : null;
  subscription.canceled_at = requested ? core.clock.now() : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    reason: requested ? 'cancellation_requested' : null,
  };
}

export function updateSubscription(core: Emulator, subscription: Subscription, changes: SubscriptionChanges): void {
  assertNotEnded(subscription);
  const before = structuredClone(subscription);
  if (changes.metadata) {
    // As at Stripe: keys are merged in, and an empty value removes its key.
    const merged = { ...subscription.metadata, ...changes.metadata };
    subscription.metadata = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
  }
  if (changes.cancelAtPeriodEnd !== undefined && changes.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    setCancelAtPeriodEnd(core, subscription, changes.cancelAtPeriodEnd);
  }
  const invoice = changes.quantity && changeQuantity(core, subscription, changes.quantity);
  const paid = invoice ? attemptInvoicePayment(core, invoice, subscription) : true;
  if (!paid) subscription.status = 'past_due';
  const previous = previousAttributes(before, subscription);
  if (Object.keys(previous).length) core.emit('customer.subscription.updated', subscription, previous);
  if (!invoice) return;
  if (paid) {
    core.emit('invoice.paid', invoice);
  } else {
    core.emit('invoice.payment_failed', invoice);
    giveUpIfSpent(core, invoice, subscription);
  }
}
