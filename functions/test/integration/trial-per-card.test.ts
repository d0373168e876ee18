/**
 * One free trial per card, against the Stripe emulator (which gives a card number the same
 * fingerprint on every customer, as Stripe does): a second account's trial with a card that
 * already had one is cancelled before anything is charged, and its checkout confirmation
 * says why; another card still gets its trial. A card given through Apple Pay or Google Pay
 * pays with the wallet's device token, whose fingerprint is not the card's: such a trial is
 * refused too, while the first account's trial turns into renewals.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  advanceTime,
  customerOnOwnClock,
  payCheckoutSession,
  payCheckoutSessionWithLink,
  payCheckoutSessionWithWallet,
  stripeClient,
  TEST_CARDS,
  timeOf,
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

/** The session id at the end of a checkout page's URL. */
const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

// Stripe: a wallet card's `dynamic_last4` is "(For tokenized numbers only.) The last four digits of
// the device account number": Apple Pay and Google Pay pay with a token per card and device, and
// the payment method's fingerprint is the token's, so the same card on another phone looks new.
it('refuses a trial paid through Apple Pay or Google Pay, even with a card that had one, while the first trial renews', async () => {
  const first = await createTestUser();
  await waitForUserRecord(first.uid);
  const customer = await customerOnOwnClock(first);
  const started = await post('/stripe/create-trial-checkout-session', first, { email: first.email });
  expect((await payCheckoutSession(String(started.body.url), TEST_CARDS.succeeds)).status).toBe(303);
  await waitForUserState(first.uid, (record) => record.stripeSubscriptionStatus === 'trialing');

  const refusals = [];
  for (const [wallet, device, card] of [
    ['apple_pay', 'iPhone', TEST_CARDS.succeeds],
    ['google_pay', 'Pixel', '5555 5555 5555 4444'],
  ] as const) {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    const { body } = await post('/stripe/create-trial-checkout-session', user, { email: user.email });
    const url = String(body.url);
    expect((await payCheckoutSessionWithWallet(url, wallet, device, card)).status).toBe(303);
    refusals.push(await post('/stripe/confirm-checkout-session', user, { sessionId: sessionIdOf(url) }));
    const stored = await waitForUserState(user.uid, (record) => record.stripeSubscriptionId != null);
    const subscription = await stripeClient().subscriptions.retrieve(String(stored.stripeSubscriptionId), {
      expand: ['default_payment_method'],
    });
    expect((subscription.default_payment_method as { card: { wallet: { type: string } } }).card.wallet.type).toBe(
      wallet,
    );
    expect(subscription.status).toBe('canceled');
    const invoices = await stripeClient().invoices.list({ customer: String(subscription.customer) });
    expect(invoices.data.every((invoice) => invoice.amount_paid === 0)).toBe(true);
  }
  const typedIn =
    'The free trial needs your card typed in: Apple Pay and Google Pay hide its number. Start it again and enter your card, or subscribe to the monthly plan.';
  expect(refusals).toEqual([
    { status: 409, body: { error: typedIn, code: 'trial_used' } },
    { status: 409, body: { error: typedIn, code: 'trial_used' } },
  ]);

  // The first account's trial ends and renews over two more periods on the typed card.
  const [subscription] = (await stripeClient().subscriptions.list({ customer })).data;
  for (let period = 0; period < 3; period++) {
    const latest = await stripeClient().subscriptions.retrieve(subscription.id);
    await advanceTime(customer, latest.items.data[0].current_period_end - (await timeOf(customer)) + 60);
  }
  const paid = (await stripeClient().invoices.list({ customer })).data.map((invoice) => invoice.amount_paid);
  expect(paid).toEqual([1999, 1999, 1999, 0]);
  await waitForUserState(
    first.uid,
    (record) => record.stripeSubscriptionStatus === 'active' && record.isPaidUser === true,
  );
}, 120_000);
