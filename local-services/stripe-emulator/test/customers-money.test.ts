import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

async function control(path: string, body: unknown): Promise<Response> {
  return fetch(`${harness.baseUrl}/_emulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function eventsSince(count: number): Promise<Stripe.Event[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.received.slice(count).map((delivery) => delivery.event);
}

describe('deleting a customer', () => {
  it('cancels its subscriptions, sends customer.deleted, and then knows it no more', async () => {
    const { customer, subscription } = await subscribe(harness);
    const seen = (await eventsSince(0)).length;
    const deleted = await harness.stripe.customers.del(customer.id);
    assert.deepEqual(deleted, { id: customer.id, object: 'customer', deleted: true });
    assert.deepEqual(keyProblems(deleted, declaredKeys('Customers.d.ts', 'DeletedCustomer')), []);
    assert.deepEqual(
      (await eventsSince(seen)).map((event) => event.type),
      ['customer.subscription.deleted', 'customer.deleted'],
    );
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'canceled');

    const retrieved = await harness.stripe.customers.retrieve(customer.id);
    assert.equal((retrieved as Stripe.DeletedCustomer).deleted, true);
    await assert.rejects(harness.stripe.customers.del(customer.id), { statusCode: 404, code: 'resource_missing' });
    await assert.rejects(harness.stripe.billingPortal.sessions.create({ customer: customer.id }), {
      statusCode: 400,
      code: 'resource_missing',
    });
    assert.equal(harness.emulator.state.customers.has(customer.id), false);
    assert.equal((await harness.stripe.invoices.list({ customer: customer.id })).data.length, 1);
  });
});

describe('refunds and disputes', () => {
  it('refunds the latest charge of a customer with charge.refunded', async () => {
    const { customer } = await subscribe(harness);
    const seen = (await eventsSince(0)).length;
    const response = await control('refund', { customer: customer.id, amount: 500 });
    assert.equal(response.status, 200);
    const refund = (await response.json()) as Stripe.Refund;
    assert.equal(refund.amount, 500);
    assert.deepEqual(keyProblems(refund, declaredKeys('Refunds.d.ts', 'Refund')), []);
    const events = await eventsSince(seen);
    assert.deepEqual(
      events.map((event) => event.type),
      ['refund.created', 'charge.refunded'],
    );
    const charge = events[1].data.object as Stripe.Charge;
    assert.equal(charge.amount_refunded, 500);
    assert.equal(charge.refunded, false);
    assert.equal(charge.customer, customer.id);

    const rest = (await (await control('refund', { customer: customer.id })).json()) as Stripe.Refund;
    assert.equal(rest.amount, 1499);
    assert.equal((await harness.stripe.charges.retrieve(charge.id)).refunded, true);
    const again = await control('refund', { customer: customer.id });
    assert.equal(again.status, 400);
    assert.equal(((await again.json()) as { error: { code: string } }).error.code, 'charge_already_refunded');
  });

  it('opens a dispute on the latest charge with charge.dispute.created', async () => {
    const { customer } = await subscribe(harness);
    const seen = (await eventsSince(0)).length;
    const response = await control('dispute', { customer: customer.id });
    assert.equal(response.status, 200);
    const [event] = await eventsSince(seen);
    assert.equal(event.type, 'charge.dispute.created');
    const dispute = event.data.object as Stripe.Dispute;
    assert.equal(dispute.amount, 1999);
    assert.equal(dispute.reason, 'fraudulent');
    assert.equal(dispute.status, 'needs_response');
    assert.deepEqual(keyProblems(dispute, declaredKeys('Disputes.d.ts', 'Dispute')), []);
    assert.equal((await harness.stripe.charges.retrieve(dispute.charge as string)).disputed, true);
    assert.equal(harness.emulator.state.dispute(dispute.id).id, dispute.id);
  });

  it('answers 400 when the customer has nothing to refund or dispute', async () => {
    const { customer } = await subscribe(harness, { trialDays: 7 });
    assert.equal((await control('refund', { customer: customer.id })).status, 400);
    assert.equal((await control('dispute', { customer: 'cus_missing' })).status, 400);
    assert.equal((await control('dispute', {})).status, 400);
  });
});
