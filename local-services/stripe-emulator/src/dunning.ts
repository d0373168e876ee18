/**
 * Failed subscription payments, the way Stripe's automatic collection handles them: the invoice
 * stays open and is retried on the schedule in settings.ts, each failure sends
 * invoice.payment_failed (and invoice.payment_action_required when the card asks the payer to
 * authenticate), a payment brings a past_due (or unpaid) subscription back to active,
 * and once the last retry has failed the configured final action is taken. After a hard decline
 * the schedule runs on, but a retry finding the same card makes no attempt (no charge, no
 * event): only a new card is charged, and the final action still waits for the schedule's end.
 */
import { endSubscription } from './billing';
import { previousAttributes, type Emulator } from './emulator';
import {
  attemptInvoicePayment,
  awaitsAuthentication,
  nextAttemptAt,
  refusedForGood,
  retriesSpent,
} from './invoice-payment';
import { paymentMethodFor } from './payment-methods';
import type { Invoice, Subscription } from './types';

function subscriptionOf(core: Emulator, invoice: Invoice): Subscription | undefined {
  const id = invoice.parent?.subscription_details?.subscription;
  return id ? core.state.subscriptions.get(id) : undefined;
}

/** The invoice's subscription, when it is the one that invoice is to revive. */
function revived(core: Emulator, invoice: Invoice): Subscription | undefined {
  const subscription = subscriptionOf(core, invoice);
  if (!subscription || subscription.latest_invoice !== invoice.id) return undefined;
  return ['past_due', 'unpaid', 'incomplete'].includes(subscription.status) ? subscription : undefined;
}

/** After an invoice was paid: invoice.paid, and a past_due, unpaid or incomplete subscription active again. */
export function invoiceWasPaid(core: Emulator, invoice: Invoice): void {
  core.emit('invoice.paid', invoice);
  const subscription = revived(core, invoice);
  if (!subscription) return;
  const before = structuredClone(subscription);
  subscription.status = 'active';
  core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
}

/** After a failed attempt: invoice.payment_failed, and invoice.payment_action_required beside it for 3D Secure. */
export function invoicePaymentFailed(core: Emulator, invoice: Invoice): void {
  core.emit('invoice.payment_failed', invoice);
  if (awaitsAuthentication(core, invoice)) core.emit('invoice.payment_action_required', invoice);
}

function finalAction(core: Emulator, invoice: Invoice, subscription: Subscription): void {
  const now = core.clock.now();
  const settings = core.settingsFor(invoice.customer);
  if (settings.failedInvoiceAction === 'mark_uncollectible') {
    invoice.status = 'uncollectible';
    invoice.auto_advance = false;
    invoice.status_transitions = { ...invoice.status_transitions, marked_uncollectible_at: now };
    core.emit('invoice.marked_uncollectible', invoice);
  }
  if (subscription.status === 'canceled') return;
  const before = structuredClone(subscription);
  switch (settings.failedPaymentAction) {
    case 'cancel':
      endSubscription(subscription, now, now, 'payment_failed');
      core.emit('customer.subscription.deleted', subscription);
      return;
    case 'unpaid':
      subscription.status = 'unpaid';
      core.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
      return;
    case 'past_due':
      return;
  }
}

/** Open invoices whose next automatic attempt is due by `now`, earliest first. */
export function dueRetries(core: Emulator, now: number): Invoice[] {
  return [...core.state.invoices.values()]
    .filter((invoice) => invoice.status === 'open' && invoice.auto_advance)
    .filter((invoice) => invoice.next_payment_attempt !== null && invoice.next_payment_attempt <= now)
    .filter((invoice) => {
      const status = subscriptionOf(core, invoice)?.status;
      return status !== undefined && status !== 'canceled';
    });
}

/** One scheduled retry of an open invoice. */
export function retryInvoice(core: Emulator, invoice: Invoice): void {
  const subscription = subscriptionOf(core, invoice);
  if (!subscription) return;
  if (refusedForGood(core, invoice, paymentMethodFor(core, subscription)?.id)) {
    core.state.passedRetries.set(invoice.id, (core.state.passedRetries.get(invoice.id) ?? 0) + 1);
    invoice.next_payment_attempt = nextAttemptAt(core, invoice);
    giveUpIfSpent(core, invoice, subscription);
    return;
  }
  if (attemptInvoicePayment(core, invoice, subscription)) {
    invoiceWasPaid(core, invoice);
    return;
  }
  invoicePaymentFailed(core, invoice);
  giveUpIfSpent(core, invoice, subscription);
}

/** After a failed attempt: when no retry is left, the final action. */
export function giveUpIfSpent(core: Emulator, invoice: Invoice, subscription: Subscription): void {
  if (!retriesSpent(invoice)) return;
  invoice.auto_advance = false;
  finalAction(core, invoice, subscription);
}
