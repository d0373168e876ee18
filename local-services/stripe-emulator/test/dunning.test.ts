import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, GOOD_CARD, openSession, payCheckout, startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${harness.baseUrl}/_emulator/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function eventsSince(count: number): Promise<Stripe.Event[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.received.slice(count).map((delivery) => delivery.event);
}

/** A subscription whose card declines from now on, moved to just after its first renewal failed. */
async function failedRenewal() {
  const { customer, subscription } = await subscribe(harness, { uid: 'dunning' });
  assert.equal((await control('set-card', { customer: customer.id })).status, 200);
  const seen = (await eventsSince(0)).length;
  const renewal = subscription.items.data[0].current_period_end;
  await advance(harness, renewal - harness.emulator.emulator.clock.now() + 60);
  const failed = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
  return { customer, subscription: failed, invoice: failed.latest_invoice as Stripe.Invoice, renewal, seen };
}

const countOf = (events: Stripe.Event[], type: string) => events.filter((event) => event.type === type).length;

describe('failed renewals (dunning)', () => {
  it('retries 3, 5 and 7 days after each failure, then cancels the subscription', async () => {
    const { subscription, invoice, renewal, seen } = await failedRenewal();
    assert.equal(subscription.status, 'past_due');
    assert.equal(invoice.status, 'open');
    assert.equal(invoice.attempt_count, 1);
    assert.equal(invoice.next_payment_attempt, renewal + 3 * DAY);
    assert.deepEqual(
      (await eventsSince(seen)).map((event) => event.type),
      ['invoice.payment_failed', 'customer.subscription.updated'],
    );

    const expected = [
      [3, 2, renewal + 8 * DAY],
      [5, 3, renewal + 15 * DAY],
      [7, 4, null],
    ] as const;
    for (const [days, attempts, next] of expected) {
      await advance(harness, days * DAY);
      const retried = await harness.stripe.invoices.retrieve(invoice.id);
      assert.equal(retried.attempt_count, attempts);
      assert.equal(retried.next_payment_attempt, next);
    }
    const events = await eventsSince(seen);
    assert.equal(countOf(events, 'invoice.payment_failed'), 4);
    const ended = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(ended.status, 'canceled');
    assert.equal(ended.cancellation_details!.reason, 'payment_failed');
    assert.equal(events.at(-1)!.type, 'customer.subscription.deleted');
    const last = await harness.stripe.invoices.retrieve(invoice.id);
    assert.equal(last.status, 'open');
    assert.equal(last.auto_advance, false);
    const charges = await harness.stripe.charges.list({ customer: subscription.customer as string });
    assert.equal(charges.data.filter((charge) => charge.status === 'failed').length, 4);
  });

  it('pays at the next retry once the card is replaced, and the subscription is active again', async () => {
    const { customer, subscription, invoice, seen } = await failedRenewal();
    const replaced = await control('set-card', { customer: customer.id, card: '4242 4242 4242 4242' });
    const method = (await replaced.json()) as Stripe.PaymentMethod;
    const updated = (await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    assert.equal(updated.invoice_settings.default_payment_method, method.id);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).default_payment_method, method.id);

    await advance(harness, 3 * DAY);
    const paid = await harness.stripe.invoices.retrieve(invoice.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amount_paid, 1999);
    assert.equal(paid.attempt_count, 2);
    const recovered = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(recovered.status, 'active');
    const types = (await eventsSince(seen)).map((event) => event.type);
    assert.deepEqual(types.slice(-2), ['invoice.paid', 'customer.subscription.updated']);
  });

  it('marks the subscription unpaid and the invoice uncollectible when so configured', async () => {
    const settings = await control('settings', {
      failed_payment_action: 'unpaid',
      failed_invoice_action: 'mark_uncollectible',
      retry_schedule_days: [1],
    });
    assert.deepEqual(await settings.json(), {
      failed_payment_action: 'unpaid',
      failed_invoice_action: 'mark_uncollectible',
      retry_schedule_days: [1],
    });
    const { subscription, invoice } = await failedRenewal();
    await advance(harness, DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'unpaid');
    assert.equal((await harness.stripe.invoices.retrieve(invoice.id)).status, 'uncollectible');
  });

  it('can leave the subscription past_due, and checks settings', async () => {
    await control('settings', { failed_payment_action: 'past_due', retry_schedule_days: [] });
    const { subscription } = await failedRenewal();
    await advance(harness, 20 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'past_due');
    assert.equal((await control('settings', { failed_payment_action: 'delete' })).status, 400);
    assert.equal((await control('settings', { retry_schedule_days: [0] })).status, 400);
    assert.equal((await control('settings', { typo: 1 })).status, 400);
    await harness.reset();
    const defaults = (await (await control('settings')).json()) as Record<string, unknown>;
    assert.deepEqual(defaults.retry_schedule_days, [3, 5, 7]);
    assert.equal(defaults.failed_payment_action, 'cancel');
  });

  it("takes settings for one customer's invoices, leaving the others on the account's", async () => {
    const other = await subscribe(harness, { uid: 'dunning-other' });
    const { customer } = await subscribe(harness, { uid: 'dunning' });
    const answered = await control('settings', {
      customer: customer.id,
      failed_payment_action: 'unpaid',
      retry_schedule_days: [],
    });
    assert.deepEqual(await answered.json(), {
      failed_payment_action: 'unpaid',
      failed_invoice_action: 'leave_open',
      retry_schedule_days: [],
    });
    assert.equal((await control('settings', { customer: 'cus_missing', retry_schedule_days: [] })).status, 400);
    assert.equal((await control('settings', { customer: 7 })).status, 400);
    for (const id of [customer.id, other.customer.id]) {
      assert.equal((await control('set-card', { customer: id })).status, 200);
    }
    await advance(
      harness,
      other.subscription.items.data[0].current_period_end - harness.emulator.emulator.clock.now() + 60,
    );
    assert.equal((await harness.stripe.subscriptions.retrieve(other.subscription.id)).status, 'past_due');
    const [own] = (await harness.stripe.subscriptions.list({ customer: customer.id })).data;
    assert.equal(own.status, 'unpaid');
    // The account's own settings are untouched.
    assert.equal(
      ((await (await control('settings')).json()) as Record<string, unknown>).failed_payment_action,
      'cancel',
    );
  });

  it('fails the first charge after a trial with a card that cannot be charged', async () => {
    const { session } = await openSession(harness, { trialDays: 7 });
    assert.equal(
      (await payCheckout(harness, session.id, { ...GOOD_CARD, card_number: '4000000000000341' })).status,
      303,
    );
    await advance(harness, 7 * DAY + 60);
    const [subscription] = (await harness.stripe.subscriptions.list({ expand: ['data.latest_invoice'] })).data;
    assert.equal(subscription.status, 'past_due');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const [charge] = (await harness.stripe.charges.list({ customer: invoice.customer as string })).data;
    assert.equal(charge.outcome!.reason, 'generic_decline');
  });

  it('refuses unknown cards and customers in set-card', async () => {
    const { customer } = await subscribe(harness);
    assert.equal((await control('set-card', { customer: customer.id, card: '1234' })).status, 400);
    assert.equal((await control('set-card', { customer: 'cus_missing' })).status, 400);
  });
});

describe('trial reminder', () => {
  it('sends customer.subscription.trial_will_end once, three days before the trial ends', async () => {
    const { subscription } = await subscribe(harness, { trialDays: 7 });
    const reminders = async () =>
      (await eventsSince(0)).filter((event) => event.type === 'customer.subscription.trial_will_end');
    await advance(harness, 4 * DAY - 120);
    assert.equal((await reminders()).length, 0);
    await advance(harness, 180);
    const [reminder] = await reminders();
    assert.equal((reminder.data.object as Stripe.Subscription).id, subscription.id);
    assert.equal(reminder.created, subscription.trial_end! - 3 * DAY);
    await advance(harness, 2 * DAY);
    assert.equal((await reminders()).length, 1);
  });
});
