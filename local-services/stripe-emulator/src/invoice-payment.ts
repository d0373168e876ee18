/**
 * One attempt to collect an open subscription invoice from the card on file: the invoice
 * counts the attempt and either is paid or waits for its next retry (see settings.ts for the
 * schedule). A hard decline keeps the schedule, but Stripe never charges that card again: the
 * retries pass it by and charge only a new card (see dunning.ts); a card that needs 3D Secure
 * leaves the attempt's intent waiting for the payer on the hosted invoice page. What the
 * subscription does about it is left to the caller.
 */
import { SECONDS_PER_DAY } from './clock';
import type { Emulator } from './emulator';
import { paymentMethodFor } from './payment-methods';
import { chargePaymentMethod } from './payments';
import type { Invoice, PaymentIntent, Subscription } from './types';

export function recordInvoicePayment(core: Emulator, invoice: Invoice, intent: PaymentIntent): void {
  const payments = core.state.invoicePayments.get(invoice.id) ?? [];
  core.state.invoicePayments.set(invoice.id, [...payments, intent.id]);
}

export function markInvoicePaid(core: Emulator, invoice: Invoice): void {
  const now = core.clock.now();
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  invoice.status_transitions = { ...invoice.status_transitions, paid_at: now };
}

/** The intent of the invoice's latest attempt, if any. */
export function latestInvoicePayment(core: Emulator, invoice: Invoice): PaymentIntent | undefined {
  const id = core.state.invoicePayments.get(invoice.id)?.at(-1);
  return id ? core.state.paymentIntents.get(id) : undefined;
}

/** An open invoice whose latest attempt waits for the payer to authenticate it (3D Secure). */
export const awaitsAuthentication = (core: Emulator, invoice: Invoice) =>
  invoice.status === 'open' && latestInvoicePayment(core, invoice)?.status === 'requires_action';

/**
 * Whether the invoice's latest attempt was a hard decline of `method`: its charge advises
 * do_not_try_again, or the fraud rules blocked it at the highest risk level. Stripe "doesn't
 * retry payments for failures where the issuer provided a non-retryable decline code"
 * (https://docs.stripe.com/billing/revenue-recovery/smart-retries).
 */
export function refusedForGood(core: Emulator, invoice: Invoice, method: string | undefined): boolean {
  const intent = latestInvoicePayment(core, invoice);
  if (!intent || !method || intent.payment_method !== method || !intent.latest_charge) return false;
  const outcome = core.state.charges.get(intent.latest_charge)?.outcome as Record<string, unknown> | null | undefined;
  return outcome?.advice_code === 'do_not_try_again' || outcome?.reason === 'highest_risk_level';
}

/**
 * When the invoice's next retry is due, counting its failed attempts and the scheduled retries
 * that passed a hard-declined card by; null past the end of the schedule.
 */
export function nextAttemptAt(core: Emulator, invoice: Invoice): number | null {
  const passed = core.state.passedRetries.get(invoice.id) ?? 0;
  const days = core.settingsFor(invoice.customer).retryScheduleDays[invoice.attempt_count - 1 + passed];
  return days === undefined ? null : core.clock.now() + days * SECONDS_PER_DAY;
}

/** Whether the invoice's attempts are spent (the retry schedule has no further entry). */
export const retriesSpent = (invoice: Invoice) => invoice.next_payment_attempt === null;

/**
 * Charges the invoice's amount; answers whether it was paid. An invoice with nothing due (the
 * customer's credit balance covered it all) is paid at once, with no charge, no PaymentIntent
 * and no attempt counted.
 */
export function attemptInvoicePayment(core: Emulator, invoice: Invoice, subscription: Subscription): boolean {
  if (invoice.amount_due === 0) {
    invoice.attempted = true;
    markInvoicePaid(core, invoice);
    return true;
  }
  const method = paymentMethodFor(core, subscription);
  invoice.attempted = true;
  invoice.attempt_count++;
  let paid = false;
  // A payment of the invoice waiting for the payer to authenticate it with this card stays
  // requires_action: a scheduled retry cannot authenticate off session, so it makes no new
  // payment, and the attempt counts towards the next retry or the final action.
  const pending = latestInvoicePayment(core, invoice);
  const waiting = pending?.status === 'requires_action' && pending.payment_method === method?.id;
  if (method && !waiting) {
    const { intent, decline } = chargePaymentMethod(
      core,
      {
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer: invoice.customer,
        description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
        paymentMethod: method,
      },
      undefined,
      () => invoice.hosted_invoice_url ?? '',
    );
    recordInvoicePayment(core, invoice, intent);
    paid = !decline;
  }
  if (paid) {
    markInvoicePaid(core, invoice);
    return true;
  }
  invoice.next_payment_attempt = nextAttemptAt(core, invoice);
  return false;
}
