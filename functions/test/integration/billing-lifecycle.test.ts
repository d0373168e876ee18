/**
 * The billing lifecycle beyond checkout, against the real stack and the Stripe emulator, each
 * subscriber on a test clock of its own: the Billing Portal, invoices, failed renewals (banner
 * state, mail, recovery, cancellation), the trial reminder, customers deleted in Stripe,
 * disputes and refunds, and two clocks moving at once.
 */
import { adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { emailsTo, waitForEmail, waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import {
  advancePastNextRetry,
  advanceTime,
  configureEmulator,
  deliverEvent,
  disputeLatestCharge,
  eventsOfCustomer,
  failNextRenewal,
  payCheckoutSession,
  refundLatestCharge,
  setCard,
  STRIPE_EMULATOR_URL,
  stripeClient,
  TEST_CARDS,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import { setUserFields, waitForUserState, type TestUser } from '@cannabis-reports/test-support/src/users';

import { call, customerOf, newUser, record, subscribedUser } from './billing-users';

// Tests pay with the same few Stripe test cards; the product allows one trial per card.
beforeEach(forgetTrialCards);
// A journey whose webhooks land late is tried once more.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

const DAY = 86_400;

/** A monthly subscriber whose first renewal is declined: past_due, Stripe retrying. */
async function pastDueUser(): Promise<TestUser> {
  const user = await subscribedUser('monthly');
  const customer = await customerOf(user);
  await failNextRenewal(STRIPE_EMULATOR_URL, customer);
  await advanceTime(customer, 32 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
  return user;
}

describe('the Billing Portal', () => {
  it('opens a portal session for the caller’s own customer, returning to /profile', async () => {
    const user = await subscribedUser('monthly');
    const { status, body } = await call('/billing/portal-session', user, {});
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${STRIPE_EMULATOR_URL}/portal/`));
    const page = await (await fetch(String(body.url))).text();
    expect(page).toContain('href="http://127.0.0.1:5000/profile"');
    expect(page).toContain(user.email);
  }, 60_000);

  it('answers 409 no_billing_account to a user who never started a checkout', async () => {
    expect(await call('/billing/portal-session', await newUser(), {})).toEqual({
      status: 409,
      body: {
        error: 'You have no billing account yet. Subscribe first from the upgrade page.',
        code: 'no_billing_account',
      },
    });
  });
});

describe('invoices', () => {
  it('lists the caller’s invoices: date, amount, currency, status and the hosted page', async () => {
    const user = await subscribedUser('monthly');
    const { status, body } = await call('/billing/invoices', user);
    expect(status).toBe(200);
    expect(body).toEqual({
      hasMore: false,
      invoices: [
        {
          id: expect.stringMatching(/^in_/),
          number: expect.any(String),
          created: expect.any(Number),
          amountDue: 1999,
          amountPaid: 1999,
          currency: 'usd',
          status: 'paid',
          hostedInvoiceUrl: expect.stringMatching(new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_`)),
          discount: 0,
          discountName: null,
          total: 1999,
          creditApplied: 0,
          interval: 'month',
          invoicePdfUrl: expect.stringMatching(new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_\\w+/pdf$`)),
        },
      ],
    });
    const pdf = await fetch(String(body.invoices?.[0]?.invoicePdfUrl));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('pages with limit and startingAfter, and refuses bad queries with 400', async () => {
    const user = await subscribedUser('trial');
    await advanceTime(await customerOf(user), 8 * DAY);
    await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
    const all = (await call('/billing/invoices', user)).body.invoices ?? [];
    expect(all.map((invoice) => invoice.amountPaid)).toEqual([1999, 0]);
    const first = await call('/billing/invoices?limit=1', user);
    expect(first.body).toMatchObject({ hasMore: true, invoices: [{ id: all[0].id }] });
    const second = await call(`/billing/invoices?limit=1&startingAfter=${String(all[0].id)}`, user);
    expect(second.body).toMatchObject({ hasMore: false, invoices: [{ id: all[1].id }] });
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'startingAfter=sub_1', 'other=1']) {
      expect(await call(`/billing/invoices?${query}`, user)).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      });
    }
  }, 60_000);

  it('answers an empty list to a user without a customer', async () => {
    expect(await call('/billing/invoices', await newUser())).toEqual({
      status: 200,
      body: { invoices: [], hasMore: false },
    });
  });
});

describe('a failed renewal', () => {
  afterAll(() => configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'cancel' }));

  it('keeps access while past_due, mails the user, refuses a second checkout, and recovers with a new card', async () => {
    const user = await pastDueUser();
    expect(await record(user.uid)).toMatchObject({ isPaidUser: true, stripeSubscriptionStatus: 'past_due' });
    const mail = await waitForEmail(user.email, { subject: /Your payment failed/ });
    expect(mail.text).toContain('We could not charge your card $19.99');
    expect(mail.text).toMatch(/We will try again on \w+ \d+, \d{4}\./);
    expect(mail.text).toContain('http://127.0.0.1:5000/profile');
    expect((await call('/powerbi/report/embedToken', user)).status).toBe(200);

    expect(await call('/stripe/create-checkout-session', user, { priceId: 'monthly' })).toEqual({
      status: 409,
      body: {
        error: 'Your last payment failed. Update your card in Manage billing instead of subscribing again.',
        code: 'payment_update_required',
      },
    });
    const customer = await customerOf(user);
    expect((await stripeClient().subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);

    await setCard(STRIPE_EMULATOR_URL, customer, TEST_CARDS.succeeds);
    await advancePastNextRetry(customer);
    await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
    expect((await record(user.uid)).isPaidUser).toBe(true);
  }, 90_000);

  it('ends in cancellation after the last retry, with a mail for the first and the last of four attempts, and access goes', async () => {
    const user = await pastDueUser();
    await advanceTime(await customerOf(user), 16 * DAY);
    const ended = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'canceled');
    expect(ended.isPaidUser).toBe(false);
    await webhooksSettled(STRIPE_EMULATOR_URL);
    // The verification mail of the new account, then the failed renewal's and the last attempt's.
    await waitForEmails(user.email, 3);
    const mails = await emailsTo(user.email, /^Your payment failed$/);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.text.includes('This was the last attempt'))).toBe(true);
    expect((await call('/powerbi/report/embedToken', user)).body.code).toBe('not_paid');
  }, 90_000);

  it('ends access when the final action leaves the subscription unpaid, and refuses checkout', async () => {
    await configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'unpaid' });
    const user = await pastDueUser();
    await advanceTime(await customerOf(user), 16 * DAY);
    const unpaid = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'unpaid');
    expect(unpaid.isPaidUser).toBe(false);
    // A new card would not restart payment of an unpaid subscription: the open invoice is to be paid.
    expect((await call('/stripe/create-checkout-session', user, { priceId: 'monthly' })).body.code).toBe(
      'invoice_payment_required',
    );
  }, 90_000);
});

describe('the trial reminder', () => {
  it('mails once, three days before the trial ends: the date, the price and how to cancel', async () => {
    const user = await subscribedUser('trial');
    await advanceTime(await customerOf(user), 4 * DAY + 60);
    const mail = await waitForEmail(user.email, { subject: /Your free trial ends on/ });
    expect(mail.text).toContain('your card will be charged $19.99/month for the Monthly plan');
    expect(mail.text).toContain('choose Cancel Trial');
    const trialEnd = (await record(user.uid)).currentPeriodEnd.seconds as number;
    const date = new Date(trialEnd * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail.subject).toBe(`Your free trial ends on ${date}`);

    await webhooksSettled(STRIPE_EMULATOR_URL);
    const [event] = (await eventsOfCustomer(await customerOf(user))).filter(
      (candidate) => candidate.type === 'customer.subscription.trial_will_end',
    );
    expect((await deliverEvent(event)).status).toBe(200);
    expect((await deliverEvent({ ...event, id: `${event.id}_again` })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTo(user.email, /Your free trial ends/)).toHaveLength(1);
  }, 60_000);
});

describe('a customer deleted in Stripe', () => {
  it('loses paid access and its stored id; the next checkout makes a new customer', async () => {
    const user = await subscribedUser('monthly');
    const old = await customerOf(user);
    await stripeClient().customers.del(old);
    const cleared = await waitForUserState(user.uid, (stored) => stored.stripeCustomerId === null);
    expect(cleared).toMatchObject({ isPaidUser: false, stripeSubscriptionId: null, previousStripeCustomerId: old });

    const checkout = await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
    expect(checkout.status).toBe(200);
    const fresh = await customerOf(user);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe(old);
    await payCheckoutSession(String(checkout.body.url));
    await waitForUserState(user.uid, (stored) => stored.isPaidUser === true);
  }, 60_000);

  it('is found gone by a sync too (no webhook): the portal answers 409 and the record is unlinked', async () => {
    const user = await newUser();
    const gone = await stripeClient().customers.create({ email: 'gone@example.com' });
    await stripeClient().customers.del(gone.id);
    await setUserFields(user.uid, { stripeCustomerId: gone.id, isPaidUser: true });
    expect((await call('/billing/portal-session', user, {})).body.code).toBe('no_billing_account');
    expect(await record(user.uid)).toMatchObject({ stripeCustomerId: null, isPaidUser: false });
  });

  it('is replaced by the next checkout even when no webhook told us it was deleted', async () => {
    const user = await newUser();
    const gone = await stripeClient().customers.create({ email: user.email });
    await stripeClient().customers.del(gone.id);
    await setUserFields(user.uid, { stripeCustomerId: gone.id });

    const checkout = await call('/stripe/create-checkout-session', user, { priceId: 'monthly' });
    expect(checkout.status).toBe(200);
    const fresh = await customerOf(user);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe(gone.id);
    expect(await record(user.uid)).toMatchObject({ previousStripeCustomerId: gone.id });
    await payCheckoutSession(String(checkout.body.url));
    await waitForUserState(user.uid, (stored) => stored.isPaidUser === true && stored.stripeCustomerId === fresh);
  }, 60_000);
});

describe('disputes and refunds', () => {
  it('re-sync the customer (a dispute through its charge); the subscription decides access (it stays active)', async () => {
    const user = await subscribedUser('monthly');
    const customer = await customerOf(user);
    await disputeLatestCharge(STRIPE_EMULATOR_URL, customer);
    await refundLatestCharge(STRIPE_EMULATOR_URL, customer);
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const handled = (await eventsOfCustomer(customer)).filter((event) =>
      ['charge.dispute.created', 'charge.refunded'].includes(event.type),
    );
    expect(handled.map((event) => event.type).sort()).toEqual(['charge.dispute.created', 'charge.refunded']);
    for (const event of handled) {
      expect((await adminDb().doc(`stripeEvents/${event.id}`).get()).data()).toMatchObject({ customer });
    }
    expect(await record(user.uid)).toMatchObject({ isPaidUser: true, stripeSubscriptionStatus: 'active' });
  }, 60_000);
});

describe("each subscriber's own test clock", () => {
  it('moves one subscriber a month on while another moves two days, and neither reaches the other', async () => {
    const [ending, trialing] = await Promise.all([subscribedUser('monthly'), subscribedUser('trial')]);
    expect((await call('/users/cancel-subscription', ending, {})).status).toBe(200);
    const trialEnd = (await record(trialing.uid)).currentPeriodEnd.seconds as number;

    // Both clocks advance at once: on one clock, a month ends the cancelled subscription; a shared
    // clock would have ended the other's 7-day trial too, and sent its reminder on day 4.
    await Promise.all([
      advanceTime(await customerOf(ending), 32 * DAY),
      advanceTime(await customerOf(trialing), 2 * DAY),
    ]);
    await waitForUserState(ending.uid, (stored) => stored.stripeSubscriptionStatus === 'canceled');
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const other = await record(trialing.uid);
    expect(other).toMatchObject({ isPaidUser: true, stripeSubscriptionStatus: 'trialing' });
    expect(other.currentPeriodEnd.seconds).toBe(trialEnd);
    const types = (await eventsOfCustomer(await customerOf(trialing))).map((event) => event.type);
    expect(types).not.toContain('customer.subscription.trial_will_end');
  }, 90_000);
});
