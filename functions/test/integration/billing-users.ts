/** What the billing suites share: signed-in API calls, the stored record, and subscribed users. */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  advanceTime,
  customerOnOwnClock,
  payCheckoutSession,
  stripeClient,
  timeOf,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; url?: string; invoices?: Array<Record<string, unknown>> };
}

export async function call(path: string, user: TestUser, body?: unknown): Promise<Answer> {
  const response = await fetch(apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

export const record = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data() ?? {};
export const customerOf = async (user: TestUser) => String((await record(user.uid)).stripeCustomerId);

export async function newUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  return user;
}

/**
 * A user who went through checkout (trial or monthly) and whose webhook has landed; their
 * Stripe customer is on a test clock of its own (`advanceTime`).
 */
export async function subscribedUser(kind: 'trial' | 'monthly'): Promise<TestUser> {
  const user = await newUser();
  await customerOnOwnClock(user);
  const { body } =
    kind === 'trial'
      ? await call('/stripe/create-trial-checkout-session', user, {})
      : await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
  expect((await payCheckoutSession(String(body.url))).status).toBe(303);
  await waitForUserState(user.uid, (stored) => stored.isPaidUser === true);
  return user;
}

/** The customer's newest subscription, whatever its status. */
export async function subscriptionOf(customer: string) {
  const [subscription] = (await stripeClient().subscriptions.list({ customer, status: 'all' })).data;
  return subscription;
}

/** Moves the customer's clock a minute past the end of their current period (a renewal, or a trial's end). */
export async function passRenewal(customer: string): Promise<void> {
  const subscription = await subscriptionOf(customer);
  await advanceTime(customer, subscription.items.data[0].current_period_end - (await timeOf(customer)) + 60);
}
