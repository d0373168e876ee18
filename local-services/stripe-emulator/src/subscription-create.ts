/**
 * POST /v1/subscriptions (https://docs.stripe.com/api/subscriptions/create): one item
 * (`items[0][price]`, `items[0][quantity]`, default 1) for a customer with a card, charged at once
 * to `default_payment_method` or the customer's default, as checkout's subscriptions are, or
 * started on a trial (`trial_period_days`). With Stripe's default `payment_behavior`,
 * `allow_incomplete`, a first payment that fails leaves the subscription `incomplete` and its
 * invoice open for the customer to pay on its hosted page (which makes it active); Stripe does not
 * retry it. Not emulated: its expiry to `incomplete_expired` 23 hours later.
 */
import { billFirstPeriod, startSubscription } from './billing';
import { invoicePaymentFailed } from './dunning';
import type { Emulator } from './emulator';
import { invalidParam, invalidRequest } from './errors';
import { attemptInvoicePayment } from './invoice-payment';
import type { Params } from './params';
import type { SessionPlan, Subscription } from './types';

function readPlan(params: Params): SessionPlan {
  const items = params.list('items');
  if (!items?.length) throw invalidParam('items', 'Missing required param: items.', 'parameter_missing');
  if (items.length > 1) throw invalidParam('items', 'The Stripe emulator holds exactly one item per subscription.');
  const [item] = items;
  item.allowOnly('price', 'quantity');
  const billingMode = params.nested('billing_mode')?.allowOnly('type', 'flexible');
  const mode = billingMode?.string('type') ?? 'flexible';
  if (mode !== 'flexible' && mode !== 'classic') {
    throw invalidParam('billing_mode[type]', 'Invalid billing_mode[type]: must be one of classic, flexible');
  }
  return {
    price: item.requiredString('price'),
    quantity: item.integer('quantity', 1, 999_999) ?? 1,
    trialPeriodDays: params.integer('trial_period_days', 1, 730) ?? null,
    subscriptionMetadata: params.metadata() ?? {},
    billingMode: mode,
  };
}

export function createSubscription(core: Emulator, params: Params): Subscription {
  params.allowOnly(
    'customer',
    'items',
    'default_payment_method',
    'metadata',
    'trial_period_days',
    'billing_mode',
    'payment_behavior',
  );
  const behavior = params.string('payment_behavior') ?? 'allow_incomplete';
  if (behavior !== 'allow_incomplete') {
    throw invalidParam(
      'payment_behavior',
      'The Stripe emulator takes payment_behavior=allow_incomplete (the default) only.',
    );
  }
  const customer = core.state.customer(params.requiredString('customer'), 'customer');
  const plan = readPlan(params);
  core.state.price(plan.price, 'items[0][price]');
  const methodId = params.string('default_payment_method') ?? customer.invoice_settings.default_payment_method;
  const method = methodId ? core.state.paymentMethod(methodId, 'default_payment_method') : undefined;
  if (!method || method.customer !== customer.id) {
    throw invalidRequest(
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
    );
  }
  const subscription = startSubscription(core, plan, customer, method);
  const trial = subscription.trial_end !== null;
  const invoice = billFirstPeriod(core, customer, subscription, trial);
  const paid = trial || attemptInvoicePayment(core, invoice, subscription);
  if (!paid) {
    subscription.status = 'incomplete';
    // The first invoice of an incomplete subscription waits for the customer; nothing retries it.
    invoice.next_payment_attempt = null;
  }
  core.emit('customer.subscription.created', subscription);
  if (paid) core.emit('invoice.paid', invoice);
  else invoicePaymentFailed(core, invoice);
  return subscription;
}
