/**
 * A 500 from a request that had begun: "Stripe saves the status code and body of the first
 * request made with a given idempotency key after endpoint execution begins. Retries with the
 * same key return the saved response, including 500 errors"
 * (https://docs.stripe.com/api/idempotent_requests). A new key is a new request.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { checkoutParams, postControl, startHarness, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const params = checkoutParams('fault@example.com');

describe('fail-next-request', () => {
  it('fails the next POST to the path with a 500 that the same key replays, and a new key succeeds', async () => {
    assert.equal((await postControl(harness, 'fail-next-request', { path: '/v1/checkout/sessions' })).status, 200);
    await assert.rejects(harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'first' }), {
      type: 'StripeAPIError',
      statusCode: 500,
    });
    await assert.rejects(harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'first' }), {
      statusCode: 500,
    });
    assert.equal(harness.emulator.state.sessions.size, 0);
    const session = await harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'second' });
    assert.equal(session.status, 'open');
  });

  it('takes only a /v1 path', async () => {
    assert.equal((await postControl(harness, 'fail-next-request', { path: 'checkout' })).status, 400);
  });
});
