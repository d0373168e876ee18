import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import Stripe from 'stripe';
import { createStripeEmulator } from '../src/server';
import { advance, DAY, startHarness, subscribe, WEBHOOK_SECRET, WebhookReceiver, type Harness } from './harness';
import { signatureHeader } from '../src/webhooks';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

describe('webhooks', () => {
  it('delivers checkout events in order, signed so that the SDK accepts them', async () => {
    const { customer, session, subscription } = await subscribe(harness);
    await harness.emulator.deliveriesSettled();
    assert.deepEqual(harness.webhooks.types(), [
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    for (const { payload, signature } of harness.webhooks.received) {
      assert.match(signature, /^t=\d+,v1=[0-9a-f]{64}$/);
      const event = harness.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET);
      assert.match(event.id, /^evt_/);
      assert.equal(event.api_version, '2026-10-28.endive');
      assert.equal(event.livemode, false);
      assert.deepEqual(event.request, { id: null, idempotency_key: null });
      assert.equal(event.pending_webhooks, 1);
      assert.throws(() => harness.stripe.webhooks.constructEvent(payload, signature, 'whsec_wrong'), {
        type: 'StripeSignatureVerificationError',
      });
    }

    const [, created, paid, completed] = harness.webhooks.received.map((delivery) => delivery.event);
    assert.equal((created.data.object as Stripe.Subscription).id, subscription.id);
    assert.equal((paid.data.object as Stripe.Invoice).customer, customer.id);
    const completedSession = completed.data.object as Stripe.Checkout.Session;
    assert.equal(completedSession.id, session.id);
    assert.equal(completedSession.status, 'complete');
    assert.equal(completedSession.subscription, subscription.id);
  });

  it('signs like Stripe: HMAC-SHA256 of "t.payload" with the secret', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signatureHeader(payload, WEBHOOK_SECRET, 1_700_000_000);
    const expected = harness.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: 1_700_000_000,
    });
    assert.equal(header, expected);
  });

  it('keeps timestamps verifiable after the clock has moved', async () => {
    await subscribe(harness, { trialDays: 7 });
    await advance(harness, 8 * DAY);
    await harness.emulator.deliveriesSettled();
    const last = harness.webhooks.received.at(-1)!;
    assert.equal(
      harness.stripe.webhooks.constructEvent(last.payload, last.signature, WEBHOOK_SECRET).type,
      'invoice.paid',
    );
  });

  it('retries a refused delivery and keeps later events behind it', async () => {
    harness.webhooks.failNext(2);
    await harness.stripe.customers.create({ email: 'first@example.com' });
    await harness.stripe.customers.create({ email: 'second@example.com' });
    await harness.emulator.deliveriesSettled();

    assert.deepEqual(harness.webhooks.refused, [500, 500]);
    assert.deepEqual(
      harness.webhooks.received.map((delivery) => (delivery.event.data.object as Stripe.Customer).email),
      ['first@example.com', 'second@example.com'],
    );
    assert.deepEqual(
      harness.emulator.deliveries.map(({ status, attempts }) => ({ status, attempts })),
      [
        { status: 'delivered', attempts: 3 },
        { status: 'delivered', attempts: 1 },
      ],
    );
    const stored = (await harness.stripe.events.list()).data.find(
      (event) => event.id === harness.emulator.deliveries[0].event,
    );
    assert.equal(stored?.pending_webhooks, 0);
  });

  it('gives up after the last retry and logs it', async () => {
    const receiver = await WebhookReceiver.start();
    const logged: string[] = [];
    const emulator = createStripeEmulator({
      webhookUrl: receiver.url,
      retryDelaysMs: [10, 10],
      log: (line) => logged.push(line),
    });
    const port = await emulator.listen(0);
    try {
      receiver.failNext(3);
      const stripe = new Stripe('sk_test_x', { host: '127.0.0.1', port, protocol: 'http' });
      await stripe.customers.create({ email: 'unlucky@example.com' });
      await emulator.deliveriesSettled();
      assert.equal(emulator.deliveries[0].status, 'failed');
      assert.equal(emulator.deliveries[0].attempts, 3);
      assert.match(logged[0], /Gave up delivering customer\.created evt_\w+ after 3 attempts: HTTP 500/);
    } finally {
      await emulator.close();
      await receiver.close();
    }
  });
});

describe('events API', () => {
  it('lists events newest first, and by type', async () => {
    await subscribe(harness);
    const list = await harness.stripe.events.list({ limit: 3 });
    assert.deepEqual(
      list.data.map((event) => event.type),
      ['checkout.session.completed', 'invoice.paid', 'customer.subscription.created'],
    );
    assert.equal(list.has_more, true);
    const filtered = await harness.stripe.events.list({ type: 'customer.*' });
    assert.deepEqual(
      filtered.data.map((event) => event.type),
      ['customer.subscription.created', 'customer.created'],
    );
  });
});
