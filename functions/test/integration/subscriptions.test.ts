/**
 * The paid lifecycle against the real stack: the api and stripeWebhook functions in the
 * Functions emulator, Firestore, Auth, and the Stripe emulator delivering signed webhooks.
 * Each subscriber's Stripe customer is on a test clock of its own.
 */
import { adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  advanceTime,
  customerOnOwnClock,
  deliverEvent,
  eventsOfCustomer,
  failNextRenewal,
  payCheckoutSession,
  STRIPE_EMULATOR_URL,
  STRIPE_WEBHOOK_URL,
  stripeClient,
  timeOf,
  TEST_CARDS,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

// Tests pay with the same few Stripe test cards; the product allows one trial per card.
beforeEach(forgetTrialCards);

const DAY = 86_400;

/** The answers of these endpoints, loosely: each test asserts the fields it needs. */
interface ApiBody {
  url: string;
  error: string;
  code: string;
  success: boolean;
  user: Record<string, unknown>;
  nextBillingDate: unknown;
}

async function call(path: string, user?: TestUser, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiBody };
}

const startTrial = (user: TestUser) => call('/stripe/create-trial-checkout-session', user, { email: user.email });
const startMonthly = (user: TestUser) =>
  call('/stripe/create-checkout-session', user, { priceId: 'monthly', email: user.email });
const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

async function newUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  return user;
}

/**
 * A user who went through checkout (trial or monthly) and whose webhook has landed; their
 * Stripe customer is on a test clock of its own (`advanceTime`).
 */
async function subscribedUser(kind: 'trial' | 'monthly'): Promise<TestUser> {
  const user = await newUser();
  await customerOnOwnClock(user);
  const { body } = kind === 'trial' ? await startTrial(user) : await startMonthly(user);
  const payment = await payCheckoutSession(body.url);
  expect(payment.status).toBe(303);
  await waitForUserState(user.uid, (record) => record.isPaidUser === true);
  return user;
}

const record = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data() ?? {};

/** The fields a webhook writes, without bookkeeping that changes on every write. */
async function subscriptionState(uid: string) {
  const {
    updatedAt: _updated,
    stripeSyncedAt: _synced,
    checkoutClaim: _claim,
    createdAt: _created,
    ...fields
  } = await record(uid);
  return fields;
}

describe('starting a checkout', () => {
  it('needs a signed-in user', async () => {
    for (const path of ['/stripe/create-checkout-session', '/stripe/create-trial-checkout-session']) {
      const response = await call(path, undefined, { priceId: 'monthly' });
      expect(response).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    }
  });

  it('accepts only the plan name, never a Stripe price id from the client', async () => {
    const user = await newUser();
    for (const priceId of ['price_monthly_local', 'yearly', '']) {
      const response = await call('/stripe/create-checkout-session', user, { priceId, email: user.email });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: expect.stringMatching(/Unknown plan/), code: 'unknown_plan' });
    }
    for (const body of [{ email: user.email }, { priceId: 42 }]) {
      const response = await call('/stripe/create-checkout-session', user, body);
      expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    }
  });

  it("refuses another person's e-mail address", async () => {
    const user = await newUser();
    const response = await call('/stripe/create-trial-checkout-session', user, { email: 'someone-else@example.com' });
    expect(response).toEqual({
      status: 403,
      body: { error: 'You can only subscribe with the e-mail address you signed in with', code: 'email_mismatch' },
    });
  });

  it('opens a checkout for a new customer tagged with the uid, returning to /success or /failure', async () => {
    const user = await newUser();
    const { status, body } = await startTrial(user);
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/cs_test_`));
    const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(body.url));
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.uid,
      success_url: 'http://127.0.0.1:5000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5000/failure',
    });
    const customer = await stripeClient().customers.retrieve(session.customer as string);
    expect(customer).toMatchObject({ email: user.email, metadata: { uid: user.uid } });
    expect((await record(user.uid)).stripeCustomerId).toBe(customer.id);
  });

  it('reuses the customer and answers quick repeated clicks with the same session', async () => {
    const user = await newUser();
    const [first, second] = await Promise.all([startMonthly(user), startMonthly(user)]);
    const third = await startMonthly(user);
    expect(first.body.url).toBeDefined();
    expect(second.body.url).toBe(first.body.url);
    expect(third.body.url).toBe(first.body.url);
    const customers = await stripeClient().customers.search({ query: `metadata['uid']:'${user.uid}'` });
    expect(customers.data).toHaveLength(1);
  });

  it('expires the open session when the user switches to another kind of checkout', async () => {
    const user = await newUser();
    const trial = await startTrial(user);
    await startMonthly(user);
    const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(trial.body.url));
    expect(session.status).toBe('expired');
  });
});

describe('a trial', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await subscribedUser('trial');
  }, 60_000);

  it('makes the user paid and trialing for 7 days on the configured price, with the trial marked used', async () => {
    const stored = await record(user.uid);
    const now = await timeOf(String(stored.stripeCustomerId));
    expect(stored).toMatchObject({
      isPaidUser: true,
      trialAvailed: true,
      stripeSubscriptionStatus: 'trialing',
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: null,
    });
    expect(stored.stripeSubscriptionId).toMatch(/^sub_/);
    expect(Math.abs(stored.currentPeriodEnd.seconds - (now + 7 * DAY))).toBeLessThan(120);
    const subscription = await stripeClient().subscriptions.retrieve(stored.stripeSubscriptionId);
    expect((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)).toBe(7 * DAY);
    expect(subscription.items.data[0].price.id).toBe('price_monthly_local');
  });

  it('refuses any new checkout while the trial runs (409)', async () => {
    const trial = await startTrial(user);
    expect(trial).toEqual({
      status: 409,
      body: { error: 'You already have an active subscription', code: 'already_subscribed' },
    });
    expect(await startMonthly(user)).toMatchObject({ status: 409, body: { code: 'already_subscribed' } });
  });

  it('answers the next billing date: the end of the trial', async () => {
    const stored = await record(user.uid);
    const response = await call(`/users/next-billing-date/${stored.stripeSubscriptionId}`, user);
    expect(response).toEqual({
      status: 200,
      body: {
        success: true,
        nextBillingDate: { seconds: stored.currentPeriodEnd.seconds },
        plan: { amount: 1999, currency: 'usd', discount: null, interval: 'month' },
      },
    });
  });

  it('ignores resume while trialing', async () => {
    const before = await subscriptionState(user.uid);
    const response = await call('/users/resume-subscription', user, {});
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      stripeSubscriptionStatus: 'trialing',
      subscriptionCancelAtPeriodEnd: false,
    });
    expect(await subscriptionState(user.uid)).toEqual(before);
  });

  it('is cancelled at once, and a second trial is refused while the monthly plan stays open', async () => {
    const response = await call('/users/cancel-subscription', user, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      user: { isPaidUser: false, trialAvailed: true, stripeSubscriptionStatus: 'canceled' },
    });
    expect(await record(user.uid)).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });

    const again = await startTrial(user);
    expect(again).toEqual({
      status: 409,
      body: {
        error: 'Your free trial has already been used. Subscribe to the monthly plan instead.',
        code: 'trial_used',
      },
    });
    expect((await startMonthly(user)).status).toBe(200);
  });

  it('cannot be cancelled twice, nor resumed once ended', async () => {
    expect(await call('/users/cancel-subscription', user, {})).toEqual({
      status: 409,
      body: { error: 'You have no active subscription', code: 'no_subscription' },
    });
    expect(await call('/users/resume-subscription', user, {})).toEqual({
      status: 409,
      body: {
        error: 'Your subscription has already ended. Subscribe again from the upgrade page.',
        code: 'subscription_ended',
      },
    });
  });
});

describe('a monthly subscription', () => {
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([subscribedUser('monthly'), newUser()]);
  }, 60_000);

  it('makes the user active without using the trial', async () => {
    expect(await record(user.uid)).toMatchObject({
      isPaidUser: true,
      trialAvailed: false,
      stripeSubscriptionStatus: 'active',
    });
  });

  it('keeps the next billing date to its owner', async () => {
    const { stripeSubscriptionId } = await record(user.uid);
    expect(await call(`/users/next-billing-date/${stripeSubscriptionId}`, other)).toEqual({
      status: 403,
      body: { error: 'You can only read your own subscription', code: 'not_owner' },
    });
    expect(await call(`/users/next-billing-date/${stripeSubscriptionId}`)).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
    expect(await call('/users/next-billing-date/not-a-subscription', user)).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect((await call(`/users/next-billing-date/${stripeSubscriptionId}`, user)).status).toBe(200);
  });

  it('cancels at the period end, and resumes', async () => {
    const { stripeSubscriptionId, currentPeriodEnd } = await record(user.uid);
    const cancelled = await call('/users/cancel-subscription', user, {});
    expect(cancelled.body).toMatchObject({
      success: true,
      user: {
        isPaidUser: true,
        stripeSubscriptionStatus: 'active',
        subscriptionCancelAtPeriodEnd: true,
        subscriptionEndsAt: { seconds: currentPeriodEnd.seconds },
      },
    });
    const next = await call(`/users/next-billing-date/${stripeSubscriptionId}`, user);
    expect(next.body).toEqual({
      success: true,
      nextBillingDate: null,
      plan: { amount: 1999, currency: 'usd', discount: null, interval: 'month' },
    });

    const resumed = await call('/users/resume-subscription', user, {});
    expect(resumed.body).toMatchObject({
      success: true,
      user: { isPaidUser: true, subscriptionCancelAtPeriodEnd: false, subscriptionEndsAt: null },
    });
  });

  it('ends when the clock passes the end of a cancelled period, and access goes', async () => {
    await call('/users/cancel-subscription', user, {});
    await advanceTime(String((await record(user.uid)).stripeCustomerId), 32 * DAY);
    const ended = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'canceled');
    expect(ended).toMatchObject({ isPaidUser: false, subscriptionCancelAtPeriodEnd: false });
  });
});

describe('a renewal that fails', () => {
  it('leaves the user past_due, keeping access while Stripe retries', async () => {
    const user = await subscribedUser('monthly');
    const customer = String((await record(user.uid)).stripeCustomerId);
    await failNextRenewal(STRIPE_EMULATOR_URL, customer);
    await advanceTime(customer, 32 * DAY);
    const lapsed = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
    expect(lapsed.isPaidUser).toBe(true);
  }, 60_000);
});

describe('confirming a checkout from the success page', () => {
  it("syncs the caller's own session and refuses anyone else's", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const { body } = await startMonthly(user);
    await payCheckoutSession(body.url);
    const sessionId = sessionIdOf(body.url);

    expect(await call('/stripe/confirm-checkout-session', stranger, { sessionId })).toEqual({
      status: 403,
      body: { error: 'This checkout session belongs to another account', code: 'not_owner' },
    });
    expect(await call('/stripe/confirm-checkout-session', user, { sessionId: 'cs_nope' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    const confirmed = await call('/stripe/confirm-checkout-session', user, { sessionId });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { success: true, user: { isPaidUser: true, stripeSubscriptionStatus: 'active' } },
    });
  });
});

describe('declined card', () => {
  it('shows the error on the checkout page and pays nothing', async () => {
    const user = await newUser();
    const { body } = await startMonthly(user);
    const payment = await payCheckoutSession(body.url, TEST_CARDS.declined);
    expect(payment.status).toBe(402);
    expect(payment.body).toContain('Your card was declined.');
    const customerId = (await record(user.uid)).stripeCustomerId;
    expect((await stripeClient().subscriptions.list({ customer: customerId, status: 'all' })).data).toHaveLength(0);
    expect((await record(user.uid)).isPaidUser).toBe(false);
  });
});

describe('the stripeWebhook function', () => {
  it('rejects unsigned, wrongly signed and non-POST requests', async () => {
    const unsigned = await fetch(STRIPE_WEBHOOK_URL, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: 'Invalid Stripe signature', code: 'signature_invalid' });
    const forged = await deliverEvent({ id: 'evt_forged', type: 'invoice.paid', data: { object: {} } }, 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'Invalid Stripe signature', code: 'signature_invalid' });
    const get = await fetch(STRIPE_WEBHOOK_URL);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'Method not allowed', code: 'method_not_allowed' });
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await deliverEvent({
      id: 'evt_ignored_1',
      object: 'event',
      type: 'product.created',
      created: 1,
      data: { object: {} },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
  });

  it('acknowledges events of customers that are not ours', async () => {
    const customer = await stripeClient().customers.create({ email: 'stranger@example.com' });
    const response = await deliverEvent({
      id: `evt_foreign_${customer.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { object: 'invoice', customer: customer.id } },
    });
    expect(response.status).toBe(200);
  });

  it('leaves the same record when every event is delivered again, twice, in reverse order', async () => {
    const user = await subscribedUser('trial');
    await call('/users/cancel-subscription', user, {});
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const settled = await subscriptionState(user.uid);
    expect(settled).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });

    const events = await eventsOfCustomer(settled.stripeCustomerId);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'checkout.session.completed',
        'customer.subscription.deleted',
      ]),
    );
    for (const event of [...events].reverse().concat([...events].reverse())) {
      const response = await deliverEvent(event);
      expect(response.status).toBe(200);
    }
    expect(await subscriptionState(user.uid)).toEqual(settled);
  }, 60_000);

  it('records each handled event once in the ledger and says when one is a duplicate', async () => {
    const user = await subscribedUser('monthly');
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const [created] = (await eventsOfCustomer((await record(user.uid)).stripeCustomerId)).filter(
      (event) => event.type === 'customer.subscription.created',
    );
    const ledger = await adminDb().doc(`stripeEvents/${created.id}`).get();
    expect(ledger.data()).toMatchObject({ type: 'customer.subscription.created' });
    const again = await deliverEvent(created);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  }, 60_000);

  it('does not bring back a cancelled subscription when an old event arrives late under a new id', async () => {
    const user = await subscribedUser('trial');
    const [created] = (await eventsOfCustomer((await record(user.uid)).stripeCustomerId)).filter(
      (event) => event.type === 'customer.subscription.created',
    );
    await call('/users/cancel-subscription', user, {});
    const late = await deliverEvent({ ...created, id: `${created.id}_late` });
    expect(late.status).toBe(200);
    expect(await record(user.uid)).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
  }, 60_000);
});
