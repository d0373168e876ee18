/**
 * Faults around Stripe: when Stripe is down or too slow, checkout answers 502
 * with a clear `{ error }` within the configured timeout and leaves no half-written record;
 * concurrent cancel and resume calls settle on what Stripe holds. The first part runs the
 * api app in this process with Stripe pointed at a dead port and at a server that never
 * answers; the second goes through Hosting to the emulated functions.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';
import {
  payCheckoutSession,
  stripeClient,
  STRIPE_EMULATOR_URL,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

const UNAVAILABLE = {
  error: 'The payment service is unavailable. Please try again later.',
  code: 'payment_unavailable',
};

/** firebase-functions' logger keeps the console it finds when it loads: spy before any import. */
let logged: jest.SpyInstance;
let silentServer: Server;

beforeAll(async () => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  silentServer = createServer(() => undefined).listen(0, '127.0.0.1');
  await new Promise((resolve) => silentServer.once('listening', resolve));
});

afterAll(async () => {
  logged.mockRestore();
  silentServer.closeAllConnections();
  await new Promise((resolve) => silentServer.close(resolve));
});

/** The api app in this process, with Stripe at `stripeBase`; answers its base URL and a closer. */
async function appWithStripeAt(stripeBase: string) {
  Object.assign(process.env, {
    STRIPE_API_BASE_URL: stripeBase,
    STRIPE_SECRET_KEY: 'sk_test_faults',
    STRIPE_TIMEOUT_MS: '300',
    STRIPE_PRICE_MONTHLY: 'price_monthly_local',
    STRIPE_PRICE_ANNUAL: 'price_annual_local',
    PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
  });
  jest.resetModules();
  const { createApp } = await import('../../src/http/app');
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function freshUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  return user;
}

const silentUrl = () => `http://127.0.0.1:${(silentServer.address() as AddressInfo).port}`;

describe.each([
  ['down', () => 'http://127.0.0.1:9'],
  ['too slow', silentUrl],
])('when Stripe is %s', (_name, stripeBase) => {
  it('checkout answers 502 within the timeout and writes nothing', async () => {
    const user = await freshUser();
    const before = (await adminDb().doc(`users/${user.uid}`).get()).data();
    const app = await appWithStripeAt(stripeBase());
    try {
      const started = Date.now();
      const response = await fetch(`${app.url}/api/stripe/create-trial-checkout-session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(UNAVAILABLE);
      // Three attempts of 300 ms, plus the SDK's short back-off between them (about 2.4 s); the
      // bound leaves room for a busy machine and still fails if a silent Stripe held the request.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await app.close();
    }
    expect((await adminDb().doc(`users/${user.uid}`).get()).data()).toEqual(before);
  }, 30_000);
});

it('concurrent cancel and resume calls settle on what Stripe holds, without a 5xx', async () => {
  const user = await freshUser();
  const checkout = await fetch(apiUrl('/stripe/create-checkout-session'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ priceId: 'monthly' }),
  });
  await payCheckoutSession(((await checkout.json()) as { url: string }).url);
  const paid = await waitForUserState(user.uid, (record) => record.isPaidUser === true);

  const calls = Array.from({ length: 12 }, (_, index) =>
    fetch(apiUrl(index % 2 ? '/users/resume-subscription' : '/users/cancel-subscription'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.idToken}`,
        'content-type': 'application/json',
        [LOCAL_VISITOR_HEADER]: `198.51.100.${randomInt(1, 255)}`,
      },
      body: '{}',
    }),
  );
  const statuses = (await Promise.all(calls)).map((response) => response.status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  await webhooksSettled(STRIPE_EMULATOR_URL);
  // Every writer re-reads Stripe after its own change, and older reads never overwrite newer
  // ones: the record says what Stripe says, whichever call came last.
  const subscription = await stripeClient().subscriptions.retrieve(String(paid.stripeSubscriptionId));
  const record = (await adminDb().doc(`users/${user.uid}`).get()).data() ?? {};
  expect(record).toMatchObject({
    isPaidUser: true,
    stripeSubscriptionStatus: 'active',
    subscriptionCancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
}, 60_000);
