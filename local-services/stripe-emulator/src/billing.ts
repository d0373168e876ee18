/**
 * What happens to subscriptions: started by a paid checkout (or the API: subscription-create.ts),
 * changed (subscription-update.ts) or cancelled through the API (renewal.ts renews or ends them
 * at period end). Each change emits the events Stripe
 * would, in Stripe's order.
 */
import { invoiceObject, subscriptionObject, type InvoiceFields } from './billing-objects';
import { intervalEnd, SECONDS_PER_DAY } from './clock';
import { invalidRequest } from './errors';
import type { Emulator } from './emulator';
import { invoiceDiscount, redeemOnSubscription } from './discounts';
import { recordInvoicePayment } from './invoice-payment';
import { attachPaymentMethod } from './payment-methods';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentIntent,
  PaymentMethod,
  SessionPlan,
  Subscription,
} from './types';

/**
 * Invoices the subscription, with the prorations left pending for its next invoice (Stripe's
 * pending invoice items, which "are added to the next invoice") before any given.
 */
export function bill(core: Emulator, fields: Omit<InvoiceFields, 'product' | 'discount' | 'startingBalance'>): Invoice {
  const item = fields.subscription.items.data[0];
  const product = core.state.product(item.price.product);
  const pending = core.state.pendingInvoiceItems.get(fields.subscription.id) ?? [];
  core.state.pendingInvoiceItems.delete(fields.subscription.id);
  const prorations = [...pending, ...(fields.prorations ?? [])];
  const chargesPeriod = fields.chargesPeriod ?? true;
  const subtotal = fields.trial || !chargesPeriod ? 0 : item.price.unit_amount * item.quantity;
  // The discount applies to the period's charge; an invoice of prorations alone leaves a `once` coupon unspent.
  const discount = chargesPeriod
    ? invoiceDiscount(core, fields.subscription, subtotal, item.price.currency)
    : undefined;
  const startingBalance = (fields.customer.balance as number | undefined) ?? 0;
  const invoice = invoiceObject(core.clock.now(), core.publicUrl, {
    ...fields,
    prorations,
    product,
    discount,
    startingBalance,
  });
  invoice.test_clock = fields.customer.test_clock;
  fields.customer.balance = invoice.ending_balance;
  fields.customer.next_invoice_sequence++;
  fields.subscription.latest_invoice = invoice.id;
  core.state.invoices.set(invoice.id, invoice);
  return invoice;
}

/**
 * A new subscription to `plan` for the customer, paid by `method`, held in the state: its
 * trial (if any) starts now, otherwise its first period. Its first invoice is the caller's.
 */
export function startSubscription(
  core: Emulator,
  plan: SessionPlan,
  customer: Customer,
  method: PaymentMethod,
): Subscription {
  const now = core.clock.now();
  const price = core.state.price(plan.price);
  const trialEnd = plan.trialPeriodDays ? now + plan.trialPeriodDays * SECONDS_PER_DAY : null;
  const subscription = subscriptionObject(now, {
    customer: customer.id,
    price,
    quantity: plan.quantity,
    metadata: plan.subscriptionMetadata,
    status: trialEnd ? 'trialing' : 'active',
    trialStart: trialEnd ? now : null,
    trialEnd,
    periodStart: now,
    periodEnd: trialEnd ?? intervalEnd(now, price.recurring.interval, price.recurring.interval_count, 1),
    defaultPaymentMethod: method.id,
  });
  subscription.test_clock = customer.test_clock;
  subscription.billing_mode =
    plan.billingMode === 'flexible'
      ? { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: now }
      : { type: 'classic', flexible: null };
  attachPaymentMethod(core, method, customer);
  core.state.subscriptions.set(subscription.id, subscription);
  customer.currency = price.currency;
  return subscription;
}

/** A new subscription's first invoice: its trial at no charge, or its first period; `paid` already or not. */
export function billFirstPeriod(
  core: Emulator,
  customer: Customer,
  subscription: Subscription,
  paid: boolean,
): Invoice {
  const now = core.clock.now();
  const item = subscription.items.data[0];
  return bill(core, {
    customer,
    subscription,
    billingReason: 'subscription_create',
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    invoicePeriodStart: now,
    invoicePeriodEnd: now,
    trial: subscription.trial_end !== null,
    paid,
  });
}

/**
 * Turns a paid checkout into a subscription with its first invoice; `payment` is the intent the
 * hosted page charged (none for a trial), `method` the card that pays from now on.
 */
export function completeCheckout(
  core: Emulator,
  session: CheckoutSession,
  plan: SessionPlan,
  customer: Customer,
  method: PaymentMethod,
  payment: PaymentIntent | null,
): void {
  const subscription = startSubscription(core, plan, customer, method);
  const trialEnd = subscription.trial_end;
  const chosen = core.state.sessionDiscounts.get(session.id);
  if (chosen) redeemOnSubscription(core, chosen, subscription);
  const invoice = billFirstPeriod(core, customer, subscription, true);
  if (payment) recordInvoicePayment(core, invoice, payment);

  session.status = 'complete';
  session.payment_status = trialEnd ? 'no_payment_required' : 'paid';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.customer_details = {
    address: null,
    business_name: null,
    email: customer.email,
    individual_name: null,
    name: customer.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  session.collected_information = { business_name: null, individual_name: null, shipping_details: null };

  core.emit('customer.subscription.created', subscription);
  core.emit('invoice.paid', invoice);
  core.emit('checkout.session.completed', session);
}

export function assertNotEnded(subscription: Subscription): void {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest(`A ${subscription.status} subscription cannot be updated: '${subscription.id}'.`);
  }
}

export function cancelSubscription(core: Emulator, subscription: Subscription): void {
  if (subscription.status === 'canceled') {
    throw invalidRequest(`This subscription has already been canceled: '${subscription.id}'.`);
  }
  const now = core.clock.now();
  endSubscription(subscription, now, now);
  core.emit('customer.subscription.deleted', subscription);
}

export function endSubscription(
  subscription: Subscription,
  endedAt: number,
  canceledAt: number,
  reason: 'cancellation_requested' | 'payment_failed' = 'cancellation_requested',
): void {
  subscription.status = 'canceled';
  subscription.ended_at = endedAt;
  subscription.canceled_at = canceledAt;
  subscription.cancellation_details = { comment: null, feedback: null, reason };
}
