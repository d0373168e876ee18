/**
 * POST /v1/invoices/create_preview for a subscription, with an optional quantity change in
 * `subscription_details` (https://docs.stripe.com/api/invoices/create_preview): "This API call
 * doesn't modify the subscription, it returns the upcoming invoice based only on the parameters
 * that you pass" (https://docs.stripe.com/billing/subscriptions/prorations#preview-proration).
 * With `create_prorations` or `none` it is the next period's invoice at the (new) quantity, the
 * prorations pending by then (the change's own included) before it; with `always_invoice`, the
 * invoice the change would make at once: its prorations alone. Nothing is stored or sent; the
 * preview has no number, no hosted page and an id of its own (`upcoming_in_…`).
 */
import { invoiceObject } from './billing-objects';
import { invoiceDiscount } from './discounts';
import { invalidParam } from './errors';
import type { Emulator } from './emulator';
import { prorationDate, quantityProrations, type QuantityChange } from './quantity-change';
import { nextPeriodEnd } from './renewal';
import type { Invoice, Subscription } from './types';

export function previewInvoice(core: Emulator, live: Subscription, change: QuantityChange | undefined): Invoice {
  if (live.status === 'canceled' || live.status === 'incomplete_expired') {
    throw invalidParam('subscription', `No upcoming invoices for a ${live.status} subscription: '${live.id}'.`);
  }
  // A copy: the discount a preview takes off must not spend a `once` coupon.
  const subscription = structuredClone(live);
  const item = subscription.items.data[0];
  const customer = core.state.customer(subscription.customer);
  const now = core.clock.now();
  const at = prorationDate(subscription, now, change?.prorationDate);
  const prorate = change && change.prorationBehavior !== 'none' && subscription.status !== 'trialing';
  const changed = prorate && change.quantity !== item.quantity;
  const prorations = changed ? quantityProrations(core, subscription, change.quantity, at, false) : [];
  if (change) item.quantity = change.quantity;
  const product = core.state.product(item.price.product);
  const startingBalance = (customer.balance as number | undefined) ?? 0;
  const immediate = change?.prorationBehavior === 'always_invoice';
  const fields = immediate
    ? {
        periodStart: at,
        periodEnd: item.current_period_end,
        invoicePeriodStart: now,
        invoicePeriodEnd: now,
        billingReason: 'subscription_update' as const,
        chargesPeriod: false,
        prorations,
      }
    : {
        periodStart: item.current_period_end,
        periodEnd: nextPeriodEnd(subscription),
        invoicePeriodStart: item.current_period_start,
        invoicePeriodEnd: item.current_period_end,
        billingReason: 'subscription_cycle' as const,
        chargesPeriod: true,
        prorations: [...(core.state.pendingInvoiceItems.get(live.id) ?? []), ...prorations],
      };
  const subtotal = fields.chargesPeriod ? item.price.unit_amount * item.quantity : 0;
  const discount = fields.chargesPeriod
    ? invoiceDiscount(core, subscription, subtotal, item.price.currency)
    : undefined;
  const invoice = invoiceObject(immediate ? now : item.current_period_end, core.publicUrl, {
    ...fields,
    customer,
    subscription,
    product,
    trial: false,
    paid: false,
    discount,
    startingBalance,
  });
  const id = `upcoming_${invoice.id}`;
  const lines = invoice.lines as { data: Array<{ invoice: string }>; url: string };
  for (const line of lines.data) line.invoice = id;
  lines.url = `/v1/invoices/${id}/lines`;
  return Object.assign(invoice, {
    id,
    status: 'draft',
    number: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    attempted: false,
    attempt_count: 0,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, finalized_at: null },
    test_clock: customer.test_clock,
  });
}
