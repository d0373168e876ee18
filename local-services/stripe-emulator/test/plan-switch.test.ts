import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, openSession, payCheckout, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

async function portalUrl(customer: string): Promise<string> {
  return (await harness.stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:5000/profile' }))
    .url;
}

const switchPlan = (url: string, subscription: string, price: string) =>
  fetch(`${url}/switch-plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subscription, price }).toString(),
    redirect: 'manual',
  });

async function subscribeAnnual(trialDays?: number) {
  const { customer, session } = await openSession(harness, {
    trialDays,
    params: { line_items: [{ price: 'price_annual_local', quantity: 1 }] },
  });
  assert.equal((await payCheckout(harness, session.id)).status, 303);
  const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return { customer, subscription: done.subscription as Stripe.Subscription };
}

describe('the annual price and plan switches in the portal', () => {
  it('sells the seeded annual price of the same product, renewing yearly', async () => {
    const annual = await harness.stripe.prices.retrieve('price_annual_local');
    assert.equal(annual.unit_amount, 19999);
    assert.equal(annual.recurring?.interval, 'year');
    assert.equal(annual.product, (await harness.stripe.prices.retrieve('price_monthly_local')).product);
    const { subscription } = await subscribeAnnual();
    const item = subscription.items.data[0];
    assert.equal(item.price.id, 'price_annual_local');
    assert.ok(item.current_period_end - item.current_period_start >= 365 * DAY);
  });

  it('switches monthly to annual at once: unused time credited, the year charged, the cycle reset', async () => {
    const { customer, subscription } = await subscribe(harness);
    await advance(harness, 10 * DAY);
    const url = await portalUrl(customer.id);
    assert.match(await (await fetch(url)).text(), /Switch to annual \(\$199\.99 \/ year\)/);
    assert.equal((await switchPlan(url, subscription.id, 'price_annual_local')).status, 303);

    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    const item = switched.items.data[0];
    assert.equal(item.price.id, 'price_annual_local');
    assert.equal(switched.status, 'active');
    assert.equal(switched.billing_cycle_anchor, item.current_period_start);
    const invoice = await harness.stripe.invoices.retrieve(switched.latest_invoice as string);
    assert.deepEqual(keyProblems(invoice, declaredKeys('Invoices.d.ts', 'Invoice')), []);
    assert.equal(invoice.billing_reason, 'subscription_update');
    assert.equal(invoice.status, 'paid');
    const [credit, charge] = invoice.lines.data;
    assert.equal(credit.parent?.subscription_item_details?.proration, true);
    assert.ok(credit.amount < 0 && credit.amount > -1999, `credit ${credit.amount}`);
    assert.equal(charge.amount, 19999);
    assert.equal(invoice.amount_paid, 19999 + credit.amount);
  });

  it('switches annual to monthly with the unused year as balance credit that pays the next months', async () => {
    const { customer, subscription } = await subscribeAnnual();
    await advance(harness, 30 * DAY);
    const url = await portalUrl(customer.id);
    assert.equal((await switchPlan(url, subscription.id, 'price_monthly_local')).status, 303);
    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(switched.items.data[0].price.id, 'price_monthly_local');
    const invoice = await harness.stripe.invoices.retrieve(switched.latest_invoice as string);
    assert.equal(invoice.amount_due, 0);
    assert.ok(invoice.ending_balance! < 0);
    const credited = (await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    assert.equal(credited.balance, invoice.ending_balance);

    await advance(harness, 31 * DAY);
    const renewal = await harness.stripe.invoices.retrieve(
      (await harness.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string,
    );
    assert.equal(renewal.total, 1999);
    assert.equal(renewal.amount_due, 0);
    assert.equal(renewal.starting_balance, credited.balance);
    // Paid from the balance alone: no charge, no PaymentIntent, nothing attempted on the card.
    assert.equal(renewal.status, 'paid');
    assert.equal(renewal.amount_paid, 0);
    assert.equal(renewal.attempt_count, 0);
    assert.equal(renewal.next_payment_attempt, null);
    assert.equal(harness.emulator.state.invoicePayments.get(renewal.id!), undefined);
    const intents = await harness.stripe.paymentIntents.list({ customer: customer.id });
    assert.deepEqual(
      intents.data.map((intent) => intent.amount),
      [19999],
    );
    const charges = await harness.stripe.charges.list({ customer: customer.id });
    assert.ok(charges.data.every((charge) => charge.amount > 0));
    const renewed = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(renewed.status, 'active');
    // The portal's history lists each invoice at its total: the renewal the credit paid is no $0.00.
    const history = await (await fetch(await portalUrl(customer.id))).text();
    const rowOf = (number: string | null) => new RegExp(`<td>${number}</td>\\s*<td>([^<]+)</td>`).exec(history)?.[1];
    assert.equal(rowOf(renewal.number), '$19.99');
    assert.match(rowOf(invoice.number) ?? '', /^-\$1\d\d\.\d\d$/);
  });

  // Stripe: trial_update_behavior "Determines how handle updates to trialing subscriptions. Valid
  // values are end_trial and continue_trial. Defaults to a value of end_trial if you don't set it
  // during creation."
  it('ends a trial when the plan changes during it, by default: the new price is charged at once', async () => {
    const { customer, subscription } = await subscribeAnnual(7);
    const url = await portalUrl(customer.id);
    await advance(harness, 2 * DAY);
    assert.equal((await switchPlan(url, subscription.id, 'price_monthly_local')).status, 303);
    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    const now = harness.emulator.emulator.clock.now();
    assert.deepEqual([switched.status, switched.trial_end], ['active', now]);
    assert.equal(switched.items.data[0].current_period_start, now);
    const invoice = await harness.stripe.invoices.retrieve(switched.latest_invoice as string);
    assert.deepEqual([invoice.billing_reason, invoice.amount_paid], ['subscription_update', 1999]);
    // Nothing of the trial was paid for, so nothing is credited.
    assert.deepEqual(
      invoice.lines.data.map((line) => line.amount),
      [1999],
    );
  });

  it('keeps the trial when the portal configuration says continue_trial, charging nothing until it ends', async () => {
    const configuration = await harness.stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          products: [{ product: 'prod_monthly_local', prices: ['price_monthly_local', 'price_annual_local'] }],
          proration_behavior: 'create_prorations',
          trial_update_behavior: 'continue_trial',
        },
      },
    });
    assert.deepEqual(
      keyProblems(configuration, declaredKeys('BillingPortal/Configurations.d.ts', 'Configuration')),
      [],
    );
    const { customer, subscription } = await subscribeAnnual(7);
    const { url } = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      configuration: configuration.id,
    });
    assert.equal((await switchPlan(url, subscription.id, 'price_monthly_local')).status, 303);
    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(switched.status, 'trialing');
    assert.equal(switched.trial_end, subscription.trial_end);
    assert.equal(switched.items.data[0].price.id, 'price_monthly_local');
    assert.equal(switched.latest_invoice, subscription.latest_invoice);
    await advance(harness, 8 * DAY);
    const first = await harness.stripe.subscriptions.retrieve(subscription.id);
    const invoice = await harness.stripe.invoices.retrieve(first.latest_invoice as string);
    assert.equal(invoice.amount_paid, 1999);
  });

  // Stripe: "Flexible billing mode calculates credit prorations based on the original amount
  // previously debited to a customer"; Checkout's subscriptions are flexible by default.
  it('credits what a flexible subscription paid for the unused time, its coupon taken off', async () => {
    const coupon = await harness.stripe.coupons.create({ percent_off: 50, duration: 'once' });
    const { customer, session } = await openSession(harness, {
      params: {
        line_items: [{ price: 'price_annual_local', quantity: 1 }],
        discounts: [{ coupon: coupon.id }],
      },
    });
    assert.equal((await payCheckout(harness, session.id)).status, 303);
    const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = done.subscription as Stripe.Subscription;
    assert.equal(subscription.billing_mode.type, 'flexible');
    const item = subscription.items.data[0];
    const half = item.current_period_start + (item.current_period_end - item.current_period_start) / 2;
    await advance(harness, half - harness.emulator.emulator.clock.now());
    assert.equal((await switchPlan(await portalUrl(customer.id), subscription.id, 'price_monthly_local')).status, 303);
    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    const invoice = await harness.stripe.invoices.retrieve(switched.latest_invoice as string);
    const [credit] = invoice.lines.data;
    // Half of the $100.00 paid (half of $199.99 after the coupon), not half of $199.99.
    assert.ok(Math.abs(credit.amount + 5000) <= 1, `credit ${credit.amount}`);
  });

  it('refuses a price the subscription cannot switch to', async () => {
    const { customer, subscription } = await subscribe(harness);
    const url = await portalUrl(customer.id);
    assert.equal((await switchPlan(url, subscription.id, 'price_monthly_local')).status, 400);
    assert.equal((await switchPlan(url, 'sub_other', 'price_annual_local')).status, 400);
  });
});
