import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { DAY, GOOD_CARD, openSession, payCheckout, startHarness, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const sessionParams = (
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'subscription',
  line_items: [{ price: 'price_monthly_local', quantity: 1 }],
  success_url: 'http://localhost:5000/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:5000/cancel',
  ...overrides,
});

describe('checkout sessions', () => {
  it('creates an open session with a hosted URL, with or without a trial', async () => {
    const { customer, session } = await openSession(harness, { uid: 'u1' });
    assert.match(session.id, /^cs_test_[A-Za-z0-9]+$/);
    assert.equal(session.status, 'open');
    assert.equal(session.payment_status, 'unpaid');
    assert.equal(session.mode, 'subscription');
    assert.equal(session.customer, customer.id);
    assert.equal(session.client_reference_id, 'u1');
    assert.deepEqual(session.metadata, { uid: 'u1' });
    assert.equal(session.url, `${harness.baseUrl}/checkout/${session.id}`);
    assert.equal(session.expires_at, session.created + DAY);
    assert.equal(session.amount_total, 1999);

    const { session: trial } = await openSession(harness, { uid: 'u2', trialDays: 7 });
    assert.equal(trial.status, 'open');
    assert.equal(trial.amount_total, 0);
  });

  it('rejects a wrong mode, an unknown price and bad URLs with 400 naming the parameter', async () => {
    const create = (params: Stripe.Checkout.SessionCreateParams) => harness.stripe.checkout.sessions.create(params);
    await assert.rejects(create(sessionParams({ mode: 'payment' })), { statusCode: 400, param: 'mode' });
    await assert.rejects(create(sessionParams({ line_items: [{ price: 'price_nope', quantity: 1 }] })), {
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await assert.rejects(create(sessionParams({ success_url: 'not a url' })), {
      statusCode: 400,
      param: 'success_url',
    });
    await assert.rejects(create(sessionParams({ cancel_url: '/relative' })), { statusCode: 400, param: 'cancel_url' });
    await assert.rejects(create(sessionParams({ customer: 'cus_nope' })), { statusCode: 400, param: 'customer' });
    await assert.rejects(create(sessionParams({ subscription_data: { trial_period_days: 0 } })), {
      statusCode: 400,
      param: 'subscription_data[trial_period_days]',
    });
  });

  it('expires open sessions only, and inlines the subscription on request', async () => {
    const { session } = await openSession(harness);
    const expired = await harness.stripe.checkout.sessions.expire(session.id);
    assert.equal(expired.status, 'expired');
    await assert.rejects(harness.stripe.checkout.sessions.expire(session.id), { statusCode: 400 });

    const { session: paidSession } = await openSession(harness, { uid: 'u3' });
    await payCheckout(harness, paidSession.id);
    const expanded = await harness.stripe.checkout.sessions.retrieve(paidSession.id, { expand: ['subscription'] });
    const subscription = expanded.subscription as Stripe.Subscription;
    assert.equal(subscription.object, 'subscription');
    assert.equal(subscription.customer, paidSession.customer);
  });
});

describe('hosted checkout page', () => {
  it('names the plan and interval of the price chosen, not the first price of the product', async () => {
    const params = { line_items: [{ price: 'price_annual_local', quantity: 1 }] };
    const paid = await (await fetch((await openSession(harness, { params })).session.url!)).text();
    assert.match(paid, /<h1 id="plan-name">Annual plan<\/h1><p class="amount">\$199\.99 a year<\/p>/);
    assert.match(paid, /<title>Subscribe to Cannabis Market Reports: Annual plan<\/title>/);
    assert.doesNotMatch(paid, /Monthly|month/);
    const trial = await (
      await fetch((await openSession(harness, { uid: 'u2', trialDays: 7, params })).session.url!)
    ).text();
    assert.match(trial, /7-day free trial<\/p><p class="then">then \$199\.99 a year<\/p>/);
  });

  it('shows the plan, its price and a labelled card form under a strict CSP', async () => {
    const { session } = await openSession(harness);
    const response = await fetch(session.url!);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(
      response.headers.get('content-security-policy'),
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    );
    const html = await response.text();
    assert.match(html, /<h1 id="plan-name">Monthly plan<\/h1>/);
    assert.match(html, /\$19\.99 a month/);
    for (const label of ['Email', 'Card number', 'Expiry \\(MM / YY\\)', 'CVC', 'Name on card']) {
      assert.match(html, new RegExp(`<label for="[a-z-]+">${label}</label>`));
    }
    assert.match(html, /value="user@example\.com" type="email" autocomplete="email" readonly/);
    assert.match(html, /<button type="submit">Pay<\/button>/);
    assert.match(html, /<a class="cancel" href="http:\/\/localhost:5000\/billing\/cancel">Cancel<\/a>/);
    assert.doesNotMatch(html, /<script|https?:\/\/(?!localhost:5000)[^"]*\.(css|js|png)/);
  });

  it('offers a trial as such', async () => {
    const { session } = await openSession(harness, { trialDays: 7 });
    const html = await (await fetch(session.url!)).text();
    assert.match(html, /7-day free trial/);
    assert.match(html, /then \$19\.99 a month/);
    assert.match(html, /<button type="submit">Start trial<\/button>/);
  });

  it('pays with 4242 and redirects to success_url with the session id filled in', async () => {
    const { customer, session } = await openSession(harness);
    const response = await payCheckout(harness, session.id);
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), `http://localhost:5000/billing/success?session_id=${session.id}`);

    const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
    assert.equal(paid.status, 'complete');
    assert.equal(paid.payment_status, 'paid');
    const subscription = await harness.stripe.subscriptions.retrieve(paid.subscription as string);
    assert.match(subscription.id, /^sub_/);
    assert.equal(subscription.status, 'active');
    assert.equal(subscription.customer, customer.id);
    assert.deepEqual(subscription.metadata, { uid: 'user' });
    const item = subscription.items.data[0];
    assert.match(item.id, /^si_/);
    assert.equal(item.price.id, 'price_monthly_local');
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    assert.equal((end.getUTCMonth() - start.getUTCMonth() + 12) % 12, 1, 'one calendar month');
    assert.equal('current_period_end' in subscription, false);

    const invoice = await harness.stripe.invoices.retrieve(paid.invoice as string);
    assert.equal(invoice.status, 'paid');
    assert.equal(invoice.amount_paid, 1999);
    assert.equal(invoice.billing_reason, 'subscription_create');
    assert.equal(subscription.latest_invoice, invoice.id);
  });

  it('starts a trial with a $0 invoice', async () => {
    const { session } = await openSession(harness, { trialDays: 7 });
    assert.equal((await payCheckout(harness, session.id)).status, 303);
    const paid = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'invoice'] });
    assert.equal(paid.payment_status, 'no_payment_required');
    const subscription = paid.subscription as Stripe.Subscription;
    assert.equal(subscription.status, 'trialing');
    assert.equal(subscription.trial_end! - subscription.trial_start!, 7 * DAY);
    assert.equal(subscription.items.data[0].current_period_end, subscription.trial_end);
    const invoice = paid.invoice as Stripe.Invoice;
    assert.equal(invoice.status, 'paid');
    assert.equal(invoice.amount_paid, 0);
  });

  it('declines 4000 0000 0000 0002 with 402 and creates nothing', async () => {
    const { session } = await openSession(harness);
    const response = await payCheckout(harness, session.id, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    assert.equal(response.status, 402);
    const html = await response.text();
    assert.match(html, /role="alert">Your card was declined\.</);
    assert.match(html, /name="card_number" value="4000 0000 0000 0002"[^>]*aria-invalid="true"/);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    assert.equal((await harness.stripe.subscriptions.list({ status: 'all' })).data.length, 0);
    assert.equal(harness.emulator.state.invoices.size, 0);
  });

  it('rejects other card numbers and incomplete cards with 400', async () => {
    const { session } = await openSession(harness);
    const invalid = await payCheckout(harness, session.id, { ...GOOD_CARD, card_number: '4111 1111 1111 1111' });
    assert.equal(invalid.status, 400);
    assert.match(await invalid.text(), /Your card number is invalid\./);
    const noExpiry = await payCheckout(harness, session.id, { ...GOOD_CARD, card_expiry: '' });
    assert.equal(noExpiry.status, 400);
    assert.match(await noExpiry.text(), /expiration date is incomplete/);
    const noCvc = await payCheckout(harness, session.id, { ...GOOD_CARD, card_cvc: '' });
    assert.equal(noCvc.status, 400);
    assert.match(await noCvc.text(), /security code is incomplete/);
    assert.equal(harness.emulator.state.subscriptions.size, 0);
  });

  it('creates one subscription however often the form is sent', async () => {
    const { session } = await openSession(harness);
    const [first, second] = [await payCheckout(harness, session.id), await payCheckout(harness, session.id)];
    assert.equal(first.status, 303);
    assert.equal(second.status, 303);
    assert.equal(second.headers.get('location'), first.headers.get('location'));
    assert.equal((await harness.stripe.subscriptions.list()).data.length, 1);
    const completedPage = await (await fetch(session.url!)).text();
    assert.match(completedPage, /already complete/);
  });

  it('tells the payer when a session has expired', async () => {
    const { session } = await openSession(harness);
    await harness.stripe.checkout.sessions.expire(session.id);
    const page = await fetch(`${harness.baseUrl}/checkout/${session.id}`);
    assert.match(await page.text(), /This checkout session has expired/);
    assert.equal((await payCheckout(harness, session.id)).status, 400);
  });
});
