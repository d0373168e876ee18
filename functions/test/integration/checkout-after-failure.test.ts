/**
 * A checkout click after a create that failed gets a working page, against the real stack and the
 * Stripe emulator: Stripe replays a failed request's 500 to its Idempotency-Key ("Retries with the
 * same key return the saved response, including 500 errors",
 * https://docs.stripe.com/api/idempotent_requests), and refuses an `expires_at` less than 30
 * minutes ahead ("The value must be between 30 minutes and 24 hours after the current time",
 * https://docs.stripe.com/payments/checkout/managing-limited-inventory).
 */
import { randomUUID } from 'node:crypto';
import { failNextRequest, stripeClient, STRIPE_EMULATOR_URL } from '@cannabis-reports/test-support/src/stripe';
import { setUserFields } from '@cannabis-reports/test-support/src/users';
import { call, newUser } from './billing-users';

const MINUTE_MS = 60_000;

/** The session behind a checkout page's URL, and whether the page answers. */
async function sessionBehind(url: string) {
  const page = await fetch(url);
  const [id] = /cs_[^/?#]+/.exec(url) ?? [];
  return { pageStatus: page.status, session: await stripeClient().checkout.sessions.retrieve(String(id)) };
}

it('answers the click after a 500 on the first create with a working page, not the 500 replayed', async () => {
  const user = await newUser();
  await failNextRequest(STRIPE_EMULATOR_URL, '/v1/checkout/sessions');
  const failed = await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
  expect(failed).toEqual({
    status: 502,
    body: { error: 'The payment service is unavailable. Please try again later.', code: 'payment_unavailable' },
  });

  const retried = await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
  expect(retried.status).toBe(200);
  const { pageStatus, session } = await sessionBehind(String(retried.body.url));
  expect([pageStatus, session.status]).toEqual([200, 'open']);
  expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
}, 60_000);

it('answers a click after a request that was lost with a page 30 minutes or more ahead, not a refused expires_at', async () => {
  const user = await newUser();
  // Ten minutes ago a click claimed a checkout whose request never reached Stripe.
  const claimedAt = Date.now() - 10 * MINUTE_MS;
  await setUserFields(user.uid, {
    checkoutClaim: { kind: 'monthly', idempotencyKey: randomUUID(), claimedAt, sessionId: null },
  });
  const clicked = await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
  expect(clicked.status).toBe(200);
  const { pageStatus, session } = await sessionBehind(String(clicked.body.url));
  expect(pageStatus).toBe(200);
  expect(session.expires_at * 1000).toBeGreaterThanOrEqual(Date.now() + 29 * MINUTE_MS);
}, 60_000);
