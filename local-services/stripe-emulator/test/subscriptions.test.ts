import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

async function eventsAfterSubscribing(): Promise<Stripe.Event[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.received
    .map((delivery) => delivery.event)
    .filter((event) => event.type.startsWith('customer.subscription.'));
}

describe('subscription changes', () => {
  it('sets and clears cancel_at_period_end, announcing each change', async () => {
    const { subscription } = await subscribe(harness);
    const periodEnd = subscription.items.data[0].current_period_end;

    const canceling = await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    assert.equal(canceling.cancel_at_period_end, true);
    assert.equal(canceling.cancel_at, periodEnd);
    assert.equal(canceling.status, 'active');
    assert.equal(canceling.cancellation_details?.reason, 'cancellation_requested');

    const resumed = await harness.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      metadata: { plan: 'monthly' },
    });
    assert.equal(resumed.cancel_at_period_end, false);
    assert.equal(resumed.cancel_at, null);
    assert.deepEqual(resumed.metadata, { uid: 'user', plan: 'monthly' });

    const updates = (await eventsAfterSubscribing()).filter((event) => event.type === 'customer.subscription.updated');
    assert.equal(updates.length, 2);
    const [first, second] = updates as Stripe.CustomerSubscriptionUpdatedEvent[];
    assert.equal(first.data.object.cancel_at_period_end, true);
    assert.equal(first.data.previous_attributes?.cancel_at_period_end, false);
    assert.equal(second.data.object.cancel_at_period_end, false);
    assert.deepEqual(second.data.previous_attributes?.metadata, { uid: 'user' });
  });

  it('cancels at once with DELETE, and only once', async () => {
    const { subscription } = await subscribe(harness);
    const canceled = await harness.stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: 'cancel-1' });
    assert.equal(canceled.status, 'canceled');
    const replayed = await harness.stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: 'cancel-1' });
    assert.deepEqual(replayed, canceled);
    assert.ok(canceled.canceled_at);
    assert.equal(canceled.ended_at, canceled.canceled_at);
    await assert.rejects(harness.stripe.subscriptions.cancel(subscription.id), { statusCode: 400 });
    await assert.rejects(harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }), {
      statusCode: 400,
    });

    const types = (await eventsAfterSubscribing()).map((event) => event.type);
    assert.deepEqual(types, ['customer.subscription.created', 'customer.subscription.deleted']);
    const deleted = harness.webhooks.received.at(-1)!.event as Stripe.CustomerSubscriptionDeletedEvent;
    assert.equal(deleted.data.object.status, 'canceled');
  });

  it('lists by customer and status, leaving canceled ones out by default', async () => {
    const { customer, subscription } = await subscribe(harness, { uid: 'a' });
    const { subscription: other } = await subscribe(harness, { uid: 'b' });
    await harness.stripe.subscriptions.cancel(other.id);

    const active = await harness.stripe.subscriptions.list();
    assert.deepEqual(
      active.data.map((s) => s.id),
      [subscription.id],
    );
    const all = await harness.stripe.subscriptions.list({ status: 'all' });
    assert.deepEqual(
      all.data.map((s) => s.id),
      [other.id, subscription.id],
    );
    const canceled = await harness.stripe.subscriptions.list({ status: 'canceled' });
    assert.deepEqual(
      canceled.data.map((s) => s.id),
      [other.id],
    );
    const mine = await harness.stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    assert.deepEqual(
      mine.data.map((s) => s.id),
      [subscription.id],
    );
  });
});
