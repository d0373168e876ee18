/**
 * A checkout session's life as Stripe gives it: `expires_at` between 30 minutes and 24 hours
 * after creation, expired at that moment (checkout.session.expired, and the page no longer
 * takes a payment), listed by customer and status so an account's open ones can be found, and
 * a paid one's charge refunded through the API.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, openSession, payCheckout, startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const MINUTE = 60;

async function sessionExpiringIn(seconds: number, customer?: string) {
  const now = Math.floor(Date.now() / 1000);
  return harness.stripe.checkout.sessions.create({
    mode: 'subscription',
    ...(customer ? { customer } : { customer_email: 'payer@example.com' }),
    line_items: [{ price: 'price_monthly_local', quantity: 1 }],
    success_url: 'http://localhost:5000/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5000/failure',
    expires_at: now + seconds,
  });
}

describe('expires_at', () => {
  it('takes a time from 30 minutes to 24 hours ahead', async () => {
    const session = await sessionExpiringIn(31 * MINUTE);
    assert.ok(Math.abs(session.expires_at - (session.created + 31 * MINUTE)) <= 2);
    await sessionExpiringIn(DAY - MINUTE);
  });

  it('refuses less than 30 minutes or more than 24 hours, naming the parameter', async () => {
    await assert.rejects(sessionExpiringIn(29 * MINUTE), {
      statusCode: 400,
      param: 'expires_at',
      message: /at least 30 minutes/,
    });
    await assert.rejects(sessionExpiringIn(DAY + MINUTE), {
      statusCode: 400,
      param: 'expires_at',
      message: /less than 24 hours/,
    });
  });

  it("after the clock is moved forward, takes a lifetime counted from the caller's real clock and keeps it", async () => {
    await advance(harness, 40 * DAY);
    const session = await sessionExpiringIn(31 * MINUTE);
    assert.ok(Math.abs(session.expires_at - (session.created + 31 * MINUTE)) <= 2);
    await assert.rejects(sessionExpiringIn(29 * MINUTE), { statusCode: 400, param: 'expires_at' });
  });

  it('expires the session at that moment: an event, no URL, and the page takes no payment', async () => {
    const session = await sessionExpiringIn(31 * MINUTE);
    await advance(harness, 30 * MINUTE);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');

    await advance(harness, 2 * MINUTE);
    const expired = await harness.stripe.checkout.sessions.retrieve(session.id);
    assert.equal(expired.status, 'expired');
    assert.equal(expired.url, null);
    await harness.emulator.deliveriesSettled();
    const event = harness.webhooks.received.find((delivery) => delivery.event.type === 'checkout.session.expired');
    assert.equal((event?.event.data.object as Stripe.Checkout.Session).id, session.id);
    assert.equal(event?.event.created, session.expires_at);

    const payment = await payCheckout(harness, session.id);
    assert.match(await payment.text(), /has expired/);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).subscription, null);
    assert.equal((await harness.stripe.subscriptions.list({ status: 'all' })).data.length, 0);
  });
});

describe('listing checkout sessions', () => {
  it("finds a customer's open sessions, newest first, and refuses an unknown status", async () => {
    const { customer, session: first } = await openSession(harness, { uid: 'u1' });
    const second = await sessionExpiringIn(45 * MINUTE, customer.id);
    const { session: paid } = await openSession(harness, { uid: 'u1-paid' });
    await payCheckout(harness, paid.id);
    await openSession(harness, { uid: 'someone-else' });

    const open = await harness.stripe.checkout.sessions.list({ customer: customer.id, status: 'open' });
    assert.deepEqual(
      open.data.map((session) => session.id),
      [second.id, first.id],
    );
    const complete = await harness.stripe.checkout.sessions.list({ status: 'complete' });
    assert.deepEqual(
      complete.data.map((session) => session.id),
      [paid.id],
    );
    await assert.rejects(
      harness.stripe.checkout.sessions.list({ status: 'paid' as Stripe.Checkout.SessionListParams.Status }),
      { statusCode: 400, param: 'status' },
    );
  });
});

describe('refunds', () => {
  it('refunds a charge in full once, with charge.refunded', async () => {
    const { customer } = await subscribe(harness);
    const [charge] = (await harness.stripe.charges.list({ customer: customer.id })).data;
    const refund = await harness.stripe.refunds.create({ charge: charge.id, reason: 'requested_by_customer' });
    assert.equal(refund.amount, 1999);
    assert.equal(refund.charge, charge.id);
    assert.equal(refund.reason, 'requested_by_customer');
    assert.equal((await harness.stripe.charges.retrieve(charge.id)).refunded, true);
    await assert.rejects(harness.stripe.refunds.create({ charge: charge.id }), {
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await harness.emulator.deliveriesSettled();
    assert.ok(harness.webhooks.types().includes('charge.refunded'));
  });

  it("refunds a payment intent's charge, and refuses neither or both", async () => {
    const { customer } = await subscribe(harness);
    const [charge] = (await harness.stripe.charges.list({ customer: customer.id })).data;
    const refund = await harness.stripe.refunds.create({
      payment_intent: charge.payment_intent as string,
      amount: 500,
    });
    assert.equal(refund.amount, 500);
    await assert.rejects(harness.stripe.refunds.create({}), { statusCode: 400, param: 'charge' });
    await assert.rejects(
      harness.stripe.refunds.create({ charge: charge.id, payment_intent: charge.payment_intent as string }),
      { statusCode: 400, param: 'charge' },
    );
  });
});
