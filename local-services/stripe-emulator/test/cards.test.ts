import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { GOOD_CARD, held, openSession, payCheckout, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const card = (number: string) => ({ ...GOOD_CARD, card_number: number });

async function authenticate(location: string, result: 'complete' | 'fail'): Promise<Response> {
  return fetch(new URL(location, harness.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result }).toString(),
    redirect: 'manual',
  });
}

describe('cards', () => {
  it('gives one card number the same fingerprint on every customer, readable by the product', async () => {
    const first = await subscribe(harness, { uid: 'first' });
    const second = await subscribe(harness, { uid: 'second' });
    const { session } = await openSession(harness, { uid: 'third' });
    assert.equal((await payCheckout(harness, session.id, card('5555 5555 5555 4444'))).status, 303);

    const listed = await harness.stripe.subscriptions.list({ expand: ['data.default_payment_method'] });
    const fingerprints = new Map(
      listed.data.map((s) => [s.customer, (s.default_payment_method as Stripe.PaymentMethod).card!.fingerprint]),
    );
    assert.equal(fingerprints.get(first.customer.id), fingerprints.get(second.customer.id));
    assert.match(fingerprints.get(first.customer.id)!, /^[0-9A-Za-z]{16}$/);
    assert.notEqual(fingerprints.get(session.customer as string), fingerprints.get(first.customer.id));

    const method = await harness.stripe.paymentMethods.retrieve(first.subscription.default_payment_method as string);
    assert.equal(method.customer, first.customer.id);
    assert.equal(method.card!.last4, '4242');
    assert.equal(method.card!.fingerprint, fingerprints.get(first.customer.id));
    assert.deepEqual(keyProblems(method, declaredKeys('PaymentMethods.d.ts', 'PaymentMethod')), []);
    const saved = [...harness.emulator.state.paymentMethods.values()].filter((m) => m.customer === second.customer.id);
    assert.deepEqual(
      saved.map((m) => m.id),
      [second.subscription.default_payment_method],
    );
  });

  it('shows a decline reason and records the decline_code on the failed charge and intent', async () => {
    const { customer, session } = await openSession(harness);
    const response = await payCheckout(harness, session.id, card('4000 0000 0000 9995'));
    assert.equal(response.status, 402);
    assert.match(await response.text(), /role="alert">Your card has insufficient funds\.</);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');

    const [charge] = (await harness.stripe.charges.list({ customer: customer.id })).data;
    assert.equal(charge.status, 'failed');
    assert.equal(charge.failure_code, 'card_declined');
    assert.equal(charge.outcome!.reason, 'insufficient_funds');
    const intent = held<Stripe.PaymentIntent>(harness.emulator.state.paymentIntent(charge.payment_intent as string));
    assert.equal(intent.status, 'requires_payment_method');
    assert.equal(intent.last_payment_error!.decline_code, 'insufficient_funds');
    assert.deepEqual(keyProblems(charge, declaredKeys('Charges.d.ts', 'Charge')), []);
    assert.deepEqual(keyProblems(intent, declaredKeys('PaymentIntents.d.ts', 'PaymentIntent')), []);
    assert.equal((await payCheckout(harness, session.id)).status, 303);
  });

  it('refuses a declining card even when a trial charges nothing', async () => {
    const { session } = await openSession(harness, { trialDays: 7 });
    const response = await payCheckout(harness, session.id, card('4000 0000 0000 0002'));
    assert.equal(response.status, 402);
    assert.match(await response.text(), /Your card was declined\./);
    assert.equal(harness.emulator.state.subscriptions.size, 0);
  });

  it('asks for 3D Secure with 4000 0027 6000 3184; completing it completes the checkout', async () => {
    const { session } = await openSession(harness);
    const paid = await payCheckout(harness, session.id, card('4000 0027 6000 3184'));
    assert.equal(paid.status, 303);
    const location = paid.headers.get('location')!;
    assert.match(location, new RegExp(`^/checkout/${session.id}/authenticate/pi_`));
    const intentId = location.split('/').pop()!;
    const waiting = held<Stripe.PaymentIntent>(harness.emulator.state.paymentIntent(intentId));
    assert.equal(waiting.status, 'requires_action');
    assert.equal(waiting.next_action!.type, 'redirect_to_url');

    const page = await (await fetch(new URL(location, harness.baseUrl))).text();
    assert.match(page, /Complete authentication/);
    assert.match(page, /Fail authentication/);
    const done = await authenticate(location, 'complete');
    assert.equal(done.status, 303);
    assert.match(done.headers.get('location')!, /billing\/success\?session_id=cs_test_/);
    const completed = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    assert.equal(completed.status, 'complete');
    assert.equal((completed.subscription as Stripe.Subscription).status, 'active');
    assert.equal(harness.emulator.state.paymentIntent(intentId).status, 'succeeded');
  });

  it('sends the payer back to the open checkout when authentication fails', async () => {
    const { session } = await openSession(harness);
    const location = (await payCheckout(harness, session.id, card('4000002760003184'))).headers.get('location')!;
    const failed = await authenticate(location, 'fail');
    assert.equal(failed.status, 402);
    assert.match(await failed.text(), /We are unable to authenticate your payment method\./);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    const intent = harness.emulator.state.paymentIntent(location.split('/').pop()!);
    assert.equal(intent.status, 'requires_payment_method');
    assert.equal(intent.last_payment_error!.code, 'payment_intent_authentication_failure');
    assert.equal((await authenticate(location, 'complete')).status, 404);
    assert.equal(harness.emulator.state.subscriptions.size, 0);
  });

  it('authenticates a trial card before the trial starts', async () => {
    const { session } = await openSession(harness, { trialDays: 7 });
    const location = (await payCheckout(harness, session.id, card('4000 0027 6000 3184'))).headers.get('location')!;
    assert.match(location, /\/authenticate\/seti_/);
    assert.equal((await authenticate(location, 'complete')).status, 303);
    const [subscription] = (await harness.stripe.subscriptions.list()).data;
    assert.equal(subscription.status, 'trialing');
  });
});
