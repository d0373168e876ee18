/**
 * Saving cards: a payment method per card given on a hosted page (or by a test control),
 * attached to its customer, and making one the card that pays the customer's subscriptions.
 */
import type { ValidCard } from './cards';
import { previousAttributes, type Emulator } from './emulator';
import { linkPaymentMethodObject, paymentMethodObject } from './payment-objects';
import { TEST_CARDS } from './test-cards';
import type { Customer, PaymentMethod, Subscription } from './types';

export function createPaymentMethod(
  core: Emulator,
  card: ValidCard,
  customer: Customer | null,
  name: string | null,
): PaymentMethod {
  const method = paymentMethodObject(core.clock.now(), customer?.id ?? null, {
    ...card,
    name,
    email: customer?.email ?? null,
  });
  core.state.paymentMethods.set(method.id, method);
  core.state.paymentMethodCards.set(method.id, card.card);
  return method;
}

/** The card behind every Link account here: one that always pays. */
const LINK_CARD = '4242424242424242';

/** A Link payment method; Link charges the card it keeps. */
export function createLinkPaymentMethod(core: Emulator, customer: Customer, email: string): PaymentMethod {
  const method = linkPaymentMethodObject(core.clock.now(), customer.id, email);
  core.state.paymentMethods.set(method.id, method);
  core.state.paymentMethodCards.set(method.id, TEST_CARDS[LINK_CARD]);
  return method;
}

/** Attaches a method created before its customer existed (a checkout with customer_email). */
export function attachPaymentMethod(core: Emulator, method: PaymentMethod, customer: Customer): void {
  if (method.customer === customer.id) return;
  method.customer = customer.id;
  method.billing_details = { ...(method.billing_details as object), email: customer.email };
  core.emit('payment_method.attached', method);
}

const isLive = (subscription: Subscription) =>
  subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';

/**
 * The card the customer's invoices are paid with from now on: the customer's default, and
 * the default of each live subscription, as the customer portal sets it. (Stripe charges the
 * subscription's own default first, so only setting the customer's would not be enough.)
 */
export function makeDefaultPaymentMethod(core: Emulator, customer: Customer, method: PaymentMethod): void {
  attachPaymentMethod(core, method, customer);
  const before = structuredClone(customer);
  customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: method.id };
  core.emit('customer.updated', customer, previousAttributes(before, customer));
  for (const subscription of core.state.subscriptions.values()) {
    if (subscription.customer !== customer.id || !isLive(subscription)) continue;
    if (subscription.default_payment_method === method.id) continue;
    const previous = { default_payment_method: subscription.default_payment_method };
    subscription.default_payment_method = method.id;
    core.emit('customer.subscription.updated', subscription, previous);
  }
}

/** The card an invoice of `subscription` is charged to, in Stripe's order of preference. */
export function paymentMethodFor(core: Emulator, subscription: Subscription): PaymentMethod | undefined {
  const customer = core.state.customers.get(subscription.customer);
  const id = subscription.default_payment_method ?? customer?.invoice_settings.default_payment_method ?? null;
  return id ? core.state.paymentMethods.get(id) : undefined;
}
