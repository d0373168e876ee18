import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import Stripe from 'stripe';
import { checkoutParams, startHarness, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

describe('API keys and errors', () => {
  it('refuses requests without a test secret key, in Stripe error shape', async () => {
    const response = await fetch(`${harness.baseUrl}/v1/customers`);
    assert.equal(response.status, 401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    assert.equal(body.error.type, 'invalid_request_error');
    assert.match(body.error.message, /did not provide an API key/);

    const live = new Stripe('sk_live_not_accepted', {
      host: '127.0.0.1',
      port: new URL(harness.baseUrl).port,
      protocol: 'http',
    });
    await assert.rejects(live.subscriptions.list(), { type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('answers unknown ids with 404 resource_missing', async () => {
    await assert.rejects(harness.stripe.customers.retrieve('cus_missing'), {
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_missing'",
    });
    const response = await fetch(`${harness.baseUrl}/v1/subscriptions/sub_missing`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), {
      error: {
        code: 'resource_missing',
        message: "No such subscription: 'sub_missing'",
        param: 'id',
        type: 'invalid_request_error',
      },
    });
  });

  it('answers unknown routes and unknown or malformed parameters', async () => {
    const response = await fetch(`${harness.baseUrl}/v1/transfers`, { headers: { authorization: 'Bearer sk_test_x' } });
    assert.equal(response.status, 404);
    assert.match(((await response.json()) as { error: { message: string } }).error.message, /Unrecognized request URL/);

    await assert.rejects(
      harness.stripe.customers.create({ emial: 'typo@example.com' } as Stripe.CustomerCreateParams),
      {
        statusCode: 400,
        param: 'emial',
        code: 'parameter_unknown',
      },
    );
    await assert.rejects(harness.stripe.subscriptions.list({ limit: 0 }), { statusCode: 400, param: 'limit' });
  });
});

describe('customers', () => {
  it('creates, retrieves and searches customers', async () => {
    const ada = await harness.stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { uid: 'uid-ada' },
    });
    await harness.stripe.customers.create({ email: 'bob@example.com', metadata: { uid: 'uid-bob' } });
    assert.match(ada.id, /^cus_[A-Za-z0-9]{14}$/);
    assert.equal(ada.object, 'customer');
    assert.equal(ada.livemode, false);
    assert.ok(Math.abs(ada.created - Date.now() / 1000) < 60);

    const fetched = await harness.stripe.customers.retrieve(ada.id);
    assert.deepEqual(fetched, ada);

    const byUid = await harness.stripe.customers.search({ query: "metadata['uid']:'uid-ada'" });
    assert.equal(byUid.object, 'search_result');
    assert.equal(byUid.next_page, null);
    assert.deepEqual(
      byUid.data.map((customer) => customer.id),
      [ada.id],
    );
    const byEmail = await harness.stripe.customers.search({ query: "email:'bob@example.com'" });
    assert.deepEqual(
      byEmail.data.map((customer) => customer.email),
      ['bob@example.com'],
    );
  });

  it('lists newest first, a page at a time', async () => {
    const ada = await harness.stripe.customers.create({ email: 'ada@example.com' });
    const bob = await harness.stripe.customers.create({ email: 'bob@example.com' });
    const customerOf = (event: Stripe.Event) => (event.data.object as Stripe.Customer).id;
    const firstPage = await harness.stripe.events.list({ type: 'customer.created', limit: 1 });
    assert.equal(firstPage.object, 'list');
    assert.equal(firstPage.url, '/v1/events');
    assert.equal(firstPage.has_more, true);
    assert.deepEqual(firstPage.data.map(customerOf), [bob.id], 'newest first');
    const next = await harness.stripe.events.list({
      type: 'customer.created',
      limit: 1,
      starting_after: firstPage.data[0].id,
    });
    assert.equal(next.has_more, false);
    assert.deepEqual(next.data.map(customerOf), [ada.id]);
  });

  it('rejects search queries it does not understand', async () => {
    await assert.rejects(harness.stripe.customers.search({ query: 'created>1000' }), {
      statusCode: 400,
      param: 'query',
    });
  });
});

describe('idempotency', () => {
  it('replays the first response for a repeated key and refuses it for other parameters', async () => {
    const first = await harness.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    const again = await harness.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    assert.equal(again.id, first.id);
    assert.equal(harness.emulator.state.customers.size, 1);

    const raw = await fetch(`${harness.baseUrl}/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_x',
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'key-1',
      },
      body: 'email=once%40example.com',
    });
    assert.equal(raw.status, 200);
    assert.equal(raw.headers.get('idempotent-replayed'), 'true');

    await assert.rejects(harness.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' }), {
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it('replays the response as it was first sent, not the object as it is now', async () => {
    const params = checkoutParams('then@example.com');
    const first = await harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'key-2' });
    await harness.stripe.checkout.sessions.expire(first.id);
    const again = await harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'key-2' });
    assert.equal(again.id, first.id);
    assert.equal(again.status, 'open');
    assert.equal(again.url, first.url);
  });
});

describe('prices and products', () => {
  it('holds the seeded monthly plan', () => {
    const price = harness.emulator.state.price('price_monthly_local');
    assert.equal(price.unit_amount, 1999);
    assert.equal(price.currency, 'usd');
    assert.equal(price.recurring?.interval, 'month');
    assert.equal(price.recurring?.interval_count, 1);
    const product = harness.emulator.state.product(price.product);
    assert.equal(product.name, 'Cannabis Market Reports');
    assert.match(product.id, /^prod_/);
  });
});
