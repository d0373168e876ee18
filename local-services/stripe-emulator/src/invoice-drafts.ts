/**
 * Draft invoices. An unpaid subscription keeps being invoiced each period, but its invoices stay
 * drafts that nothing charges: "For unpaid subscriptions, the latest invoice remains open but
 * payments aren't attempted. Invoices continue to be generated each billing cycle and remain in
 * draft state" (https://docs.stripe.com/billing/subscriptions/overview#unpaid-subscriptions).
 * Only the API finalizes such a draft (POST /v1/invoices/:id/finalize); the portal cannot. A draft
 * has no number and no hosted page until it is finalized.
 */
import { invalidRequest } from './errors';
import type { Emulator } from './emulator';
import type { Customer, Invoice } from './types';

const numberOf = (customer: Customer) =>
  `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;

/** Turns an invoice just billed into a draft: not finalized, never attempted, not collected automatically. */
export function leaveAsDraft(core: Emulator, invoice: Invoice): void {
  const customer = core.state.customer(invoice.customer);
  // The number is taken when the draft is finalized, not now.
  customer.next_invoice_sequence--;
  Object.assign(invoice, {
    status: 'draft',
    number: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    auto_advance: false,
    attempted: false,
    attempt_count: 0,
    next_payment_attempt: null,
  });
  invoice.status_transitions = { ...invoice.status_transitions, finalized_at: null };
}

/**
 * POST /v1/invoices/:id/finalize: the draft becomes open, numbered, with its hosted page. With
 * `auto_advance` true Stripe also collects it (the first attempt is due at once, then the retry
 * schedule); false leaves it to the payer, on the hosted page.
 */
export function finalizeInvoice(core: Emulator, invoice: Invoice, autoAdvance: boolean | undefined): Invoice {
  if (invoice.status !== 'draft') {
    throw invalidRequest("This invoice is already finalized, you can't re-finalize a non-draft invoice.");
  }
  const now = core.clock.now();
  const customer = core.state.customer(invoice.customer);
  const advance = autoAdvance ?? invoice.auto_advance;
  Object.assign(invoice, {
    status: 'open',
    number: numberOf(customer),
    hosted_invoice_url: `${core.publicUrl}/invoice/${invoice.id}`,
    invoice_pdf: `${core.publicUrl}/invoice/${invoice.id}/pdf`,
    auto_advance: advance,
    next_payment_attempt: advance ? now : null,
  });
  customer.next_invoice_sequence++;
  invoice.status_transitions = { ...invoice.status_transitions, finalized_at: now };
  core.emit('invoice.finalized', invoice);
  return invoice;
}
