/**
 * One free trial per card, against the Stripe emulator (which gives a card number the same
 * fingerprint on every customer, as Stripe does): a second account's trial with a card that
 * already had one is cancelled before anything is charged, and its checkout confirmation
 * says why; another card still gets its trial.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  payCheckoutSession,
  payCheckoutSessionWithLink,
  stripeClient,
  TEST_CARDS,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

// Tests pay with the same few Stripe test cards; the product allows one trial per card.
beforeEach(forgetTrialCards);

async function post(path: string, user: TestUser, body: unknown) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Starts a trial checkout for a new user and pays it with `card`; answers the user and the session id. */
async function trialWith(card: string) {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const { body } = await post('/stripe/create-trial-checkout-session', user, { email: user.email });
  const url = String(body.url);
  expect((await payCheckoutSession(url, card)).status).toBe(303);
  return { user, sessionId: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') };
}

it('gives a card one free trial across accounts, and another card its own', async () => {
  const first = await trialWith(TEST_CARDS.succeeds);
  await waitForUserState(first.user.uid, (record) => record.stripeSubscriptionStatus === 'trialing');

  const second = await trialWith(TEST_CARDS.succeeds);
  // Refused whether the webhook's sync or the confirmation's own cancelled the trial first.
  expect(await post('/stripe/confirm-checkout-session', second.user, { sessionId: second.sessionId })).toEqual({
    status: 409,
    body: {
      error: 'This card has already been used for a free trial. Subscribe to the monthly plan to continue.',
      code: 'trial_used',
    },
  });
  const stored = await waitForUserState(second.user.uid, (record) => record.stripeSubscriptionId != null);
  const subscription = await stripeClient().subscriptions.retrieve(String(stored.stripeSubscriptionId));
  expect(subscription.status).toBe('canceled');
  expect(stored).toMatchObject({ isPaidUser: false, trialAvailed: true });
  // Asking again (a reload of the success page) answers the same.
  expect((await post('/stripe/confirm-checkout-session', second.user, { sessionId: second.sessionId })).body.code).toBe(
    'trial_used',
  );
  // Nothing was charged for the refused trial.
  const invoices = await stripeClient().invoices.list({ customer: String(subscription.customer) });
  expect(invoices.data.every((invoice) => invoice.amount_paid === 0)).toBe(true);

  const other = await trialWith('5555 5555 5555 4444');
  await waitForUserState(other.user.uid, (record) => record.stripeSubscriptionStatus === 'trialing');
});

it('asks Stripe for cards only, so a trial cannot be started with Link to dodge the card rule', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const { body } = await post('/stripe/create-trial-checkout-session', user, { email: user.email });
  const url = String(body.url);
  const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  expect(session.payment_method_types).toEqual(['card']);
  expect(session.allowed_payment_method_types).toEqual(['card']);
  expect(await (await fetch(url)).text()).not.toContain('Pay with Link');

  const refused = await payCheckoutSessionWithLink(url);
  expect(refused.status).toBe(400);
  expect((await stripeClient().checkout.sessions.retrieve(sessionId)).status).toBe('open');
  const subscriptions = await stripeClient().subscriptions.list({ customer: String(session.customer), status: 'all' });
  expect(subscriptions.data).toEqual([]);
});
