import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { openSession, payCheckout, startHarness, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const createSession = (params: Record<string, unknown> = {}, trialDays?: number) =>
  openSession(harness, { uid: 'payer', trialDays, params: params as Partial<Stripe.Checkout.SessionCreateParams> });

const payWithLink = (sessionId: string) => payCheckout(harness, sessionId, { payment_method_type: 'link' });

describe('checkout payment method types', () => {
  it('offers what the account enables (card and Link) when the session does not narrow it', async () => {
    const { session } = await createSession();
    assert.deepEqual(session.payment_method_types, ['card', 'link']);
    assert.equal(session.allowed_payment_method_types, null);
    const html = await (await fetch(session.url!)).text();
    assert.match(html, /Pay with card/);
    assert.match(html, /Pay with Link/);
  });

  it('offers cards only with allowed_payment_method_types [card], and refuses a Link payment', async () => {
    const { session } = await createSession({ allowed_payment_method_types: ['card'] }, 7);
    assert.deepEqual(session.payment_method_types, ['card']);
    assert.deepEqual(session.allowed_payment_method_types, ['card']);
    const html = await (await fetch(session.url!)).text();
    assert.doesNotMatch(html, /Pay with Link/);

    const refused = await payWithLink(session.id);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /payment method type link is not available/);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    assert.equal((await harness.stripe.subscriptions.list({ status: 'all' })).data.length, 0);
  });

  it('lets Link start a trial where allowed, leaving no card fingerprint on the subscription', async () => {
    const { session } = await createSession({}, 7);
    const paid = await payWithLink(session.id);
    assert.equal(paid.status, 303);
    const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = done.subscription as Stripe.Subscription;
    assert.equal(subscription.status, 'trialing');
    const method = await harness.stripe.paymentMethods.retrieve(subscription.default_payment_method as string);
    assert.equal(method.type, 'link');
    assert.equal(method.card, null);
    assert.equal(method.link?.email, 'payer@example.com');
  });

  it('charges Link at once when there is no trial', async () => {
    const { session } = await createSession({ excluded_payment_method_types: ['card'] });
    assert.deepEqual(session.payment_method_types, ['link']);
    assert.equal((await payWithLink(session.id)).status, 303);
    const done = await harness.stripe.checkout.sessions.retrieve(session.id);
    assert.equal(done.payment_status, 'paid');
    const [charge] = (await harness.stripe.charges.list({ customer: done.customer as string })).data;
    assert.equal(charge.payment_method_details?.type, 'link');
  });

  it('refuses payment_method_types, which this API version removed, and unknown or unavailable types', async () => {
    await assert.rejects(createSession({ payment_method_types: ['card'] }), {
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
    await assert.rejects(createSession({ allowed_payment_method_types: ['carrier_pigeon'] }), {
      statusCode: 400,
      param: 'allowed_payment_method_types[0]',
    });
    await assert.rejects(createSession({ allowed_payment_method_types: ['ideal'] }), {
      statusCode: 400,
      param: 'allowed_payment_method_types',
    });
    await assert.rejects(
      createSession({ allowed_payment_method_types: ['card'], excluded_payment_method_types: ['link'] }),
      { statusCode: 400, param: 'excluded_payment_method_types' },
    );
  });
});
