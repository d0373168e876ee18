import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { addMonths } from '../src/clock';
import { advance, DAY, openSession, startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

async function typesSince(count: number): Promise<string[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.types().slice(count);
}

async function control(path: string, body: unknown): Promise<Response> {
  return fetch(`${harness.baseUrl}/_emulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe("the account's clock (/_emulator/advance)", () => {
  it('moves the clock forward only, and stamps new objects with it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const now = await advance(harness, 30 * DAY);
    assert.ok(now >= before + 30 * DAY && now < before + 30 * DAY + 60);
    const customer = await harness.stripe.customers.create({ email: 'later@example.com' });
    assert.ok(customer.created >= now);
    assert.equal((await control('advance', { seconds: -1 })).status, 400);
    assert.equal((await control('advance', { to: now - 10 })).status, 400);
    const to = await control('advance', { to: now + 100 });
    assert.equal(((await to.json()) as { now: number }).now, now + 100);
  });

  it('ends a trial: active, a new period and a paid $19.99 cycle invoice', async () => {
    const { subscription } = await subscribe(harness, { trialDays: 7 });
    const seen = (await typesSince(0)).length;
    await advance(harness, 7 * DAY + 60);

    const active = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    assert.equal(active.status, 'active');
    const item = active.items.data[0];
    assert.equal(item.current_period_start, subscription.trial_end);
    assert.equal(item.current_period_end, addMonths(subscription.trial_end!, 1));
    const invoice = active.latest_invoice as Stripe.Invoice;
    assert.equal(invoice.status, 'paid');
    assert.equal(invoice.amount_paid, 1999);
    assert.equal(invoice.billing_reason, 'subscription_cycle');
    assert.deepEqual(await typesSince(seen), [
      'customer.subscription.trial_will_end',
      'customer.subscription.updated',
      'invoice.paid',
    ]);
  });

  it('renews every period that passed, in order', async () => {
    const { subscription } = await subscribe(harness);
    const seen = (await typesSince(0)).length;
    const anchor = subscription.billing_cycle_anchor;
    await advance(harness, 62 * DAY);

    const renewed = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(renewed.status, 'active');
    assert.equal(renewed.items.data[0].current_period_start, addMonths(anchor, 2));
    assert.equal(renewed.items.data[0].current_period_end, addMonths(anchor, 3));
    assert.deepEqual(await typesSince(seen), [
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('ends a subscription set to cancel at its period end, and not before', async () => {
    const { subscription } = await subscribe(harness);
    await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const periodEnd = subscription.items.data[0].current_period_end;
    await advance(harness, 10 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');

    const seen = (await typesSince(0)).length;
    await advance(harness, 25 * DAY);
    const ended = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(ended.status, 'canceled');
    assert.equal(ended.ended_at, periodEnd);
    assert.deepEqual(await typesSince(seen), ['customer.subscription.deleted']);
  });

  it('fails the next renewal on request: past_due with an open invoice', async () => {
    const { customer, subscription } = await subscribe(harness, { uid: 'failing' });
    const { subscription: other } = await subscribe(harness, { uid: 'paying' });
    assert.equal((await control('fail-next-renewal', { customer: customer.id })).status, 200);
    const seen = (await typesSince(0)).length;
    await advance(harness, 32 * DAY);

    const failed = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    assert.equal(failed.status, 'past_due');
    const invoice = failed.latest_invoice as Stripe.Invoice;
    assert.equal(invoice.status, 'open');
    assert.equal(invoice.attempted, true);
    assert.equal(invoice.amount_remaining, 1999);
    assert.equal((await harness.stripe.subscriptions.retrieve(other.id)).status, 'active');

    const types = await typesSince(seen);
    const failedAt = types.indexOf('invoice.payment_failed');
    assert.ok(failedAt >= 0);
    assert.equal(types[failedAt + 1], 'customer.subscription.updated');
    const update = harness.webhooks.received.find(
      (delivery) =>
        delivery.event.type === 'customer.subscription.updated' &&
        (delivery.event.data.object as Stripe.Subscription).id === subscription.id,
    )!.event as Stripe.CustomerSubscriptionUpdatedEvent;
    assert.equal(update.data.object.status, 'past_due');
    assert.equal(update.data.previous_attributes?.status, 'active');
  });

  it('fails the next renewal of anyone when no customer is named', async () => {
    const { subscription } = await subscribe(harness, { trialDays: 7 });
    await control('fail-next-renewal', {});
    await advance(harness, 8 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'past_due');
  });

  it('expires checkout sessions left open for a day', async () => {
    const { session } = await openSession(harness);
    await advance(harness, DAY + 1);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'expired');
    assert.deepEqual((await typesSince(0)).slice(-1), ['checkout.session.expired']);
  });
});

describe('emulator controls', () => {
  it('dumps and resets state, keeping the seeded plan', async () => {
    await subscribe(harness);
    const state = (await (await fetch(`${harness.baseUrl}/_emulator/state`)).json()) as Record<string, unknown[]>;
    assert.equal(state.customers.length, 1);
    assert.equal(state.subscriptions.length, 1);
    assert.equal(state.invoices.length, 1);
    assert.ok(state.events.length >= 4);

    assert.equal((await control('reset', {})).status, 200);
    assert.equal(harness.emulator.state.customers.size, 0);
    assert.equal(harness.emulator.state.price('price_monthly_local').unit_amount, 1999);
  });
});
