/**
 * A webhook storm: 500 deliveries about 50 users, shuffled, a fifth of them sent
 * twice, some with a bad signature, all at once. The users' records must end exactly as
 * the in-order, once-only delivery left them, and the forged deliveries must change nothing.
 * The users' month brings every event type the product handles: trial reminders, trials
 * ending, renewals paid and failed (past_due), disputes, refunds and customers deleted;
 * each user's customer is on a test clock of its own, all moved at once.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { randomInt } from 'node:crypto';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';
import {
  advanceTime,
  customerOnOwnClock,
  deliverEvent,
  DISTINCT_SUCCESSFUL_CARDS,
  disputeLatestCharge,
  eventsOfCustomers,
  failNextRenewal,
  payCheckoutSession,
  refundLatestCharge,
  setCard,
  stripeClient,
  webhooksSettled,
  STRIPE_EMULATOR_URL,
  TEST_CARDS,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

// Tests pay with the same few Stripe test cards; the product allows one trial per card.
beforeAll(forgetTrialCards);

const USERS = 50;
const DELIVERIES = 500;
const DAY = 86_400;

/** The subscription fields the webhook writes, and the customer it unlinks (not bookkeeping such as updatedAt). */
const FIELDS = [
  'stripeCustomerId',
  'isPaidUser',
  'trialAvailed',
  'stripeSubscriptionId',
  'stripeSubscriptionStatus',
  'subscriptionCancelAtPeriodEnd',
  'subscriptionEndsAt',
  'currentPeriodEnd',
  'paymentDueSince',
  'openInvoiceUrl',
  'paymentActionRequired',
];

async function state(uid: string): Promise<Record<string, unknown>> {
  const data = (await adminDb().doc(`users/${uid}`).get()).data() ?? {};
  return Object.fromEntries(FIELDS.map((field) => [field, JSON.parse(JSON.stringify(data[field] ?? null))]));
}

function post(path: string, user: TestUser, body: unknown = {}) {
  return fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.idToken}`,
      'content-type': 'application/json',
      [LOCAL_VISITOR_HEADER]: `198.51.100.${randomInt(1, 255)}`,
    },
    body: JSON.stringify(body),
  });
}

/** A user in one of five states: trialing, trial cancelled, active, ending at period end, resumed. */
async function subscriber(index: number): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await customerOnOwnClock(user);
  const trial = index % 5 < 2;
  const response = await post(
    trial ? '/stripe/create-trial-checkout-session' : '/stripe/create-checkout-session',
    user,
    trial ? {} : { priceId: 'monthly' },
  );
  const { url } = (await response.json()) as { url: string };
  // One trial per card: each trial pays with a card of its own.
  await payCheckoutSession(url, trial ? DISTINCT_SUCCESSFUL_CARDS[Math.floor(index / 5) * 2 + (index % 5)] : undefined);
  await waitForUserState(user.uid, (record) => record.isPaidUser === true);
  if (index % 5 === 1 || index % 5 >= 3) await post('/users/cancel-subscription', user);
  if (index % 5 === 4) await post('/users/resume-subscription', user);
  return user;
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(0, index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * A month of the users' lives: some active subscribers' renewals fail, some are disputed and
 * refunded, two delete their Stripe customer; the clock passes the trial reminders (day 4),
 * the trials' end and the first renewals.
 */
async function liveAMonth(users: TestUser[], customers: string[]): Promise<void> {
  for (const [index, customer] of customers.entries()) {
    if (index % 10 === 2) await failNextRenewal(STRIPE_EMULATOR_URL, customer);
    // A renewal that waits for the bank's confirmation (3D Secure): invoice.payment_action_required.
    if (index % 10 === 5) await setCard(STRIPE_EMULATOR_URL, customer, TEST_CARDS.authentication);
    if (index % 10 === 7) {
      await disputeLatestCharge(STRIPE_EMULATOR_URL, customer);
      await refundLatestCharge(STRIPE_EMULATOR_URL, customer);
    }
  }
  const deleted = [4, 9];
  for (const index of deleted) await stripeClient().customers.del(customers[index]);
  // Every customer is on a clock of its own: all of them moved at once make the storm.
  const living = customers.filter((_, index) => !deleted.includes(index));
  await Promise.all(living.map((customer) => advanceTime(customer, 4 * DAY + 60)));
  await webhooksSettled(STRIPE_EMULATOR_URL, 60_000);
  await Promise.all(living.map((customer) => advanceTime(customer, 28 * DAY)));
  await webhooksSettled(STRIPE_EMULATOR_URL, 120_000);
  expect(users).toHaveLength(customers.length);
}

it('ends every record as the in-order, once-only delivery did', async () => {
  const users: TestUser[] = [];
  for (let index = 0; index < USERS; index++) users.push(await subscriber(index));
  await webhooksSettled(STRIPE_EMULATOR_URL, 60_000);
  const customers = await Promise.all(
    users.map(async (user) => String((await adminDb().doc(`users/${user.uid}`).get()).get('stripeCustomerId'))),
  );
  await liveAMonth(users, customers);
  const expected = await Promise.all(users.map((user) => state(user.uid)));
  expect(new Set(expected.map((record) => record.stripeSubscriptionStatus))).toEqual(
    new Set(['canceled', 'active', 'past_due', null]),
  );

  const events = await eventsOfCustomers(customers);
  expect(events.length).toBeGreaterThanOrEqual(USERS * 3);
  for (const type of [
    'checkout.session.completed',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'customer.subscription.trial_will_end',
    'customer.deleted',
    'invoice.paid',
    'invoice.payment_failed',
    'invoice.payment_action_required',
    'charge.refunded',
    'charge.dispute.created',
  ]) {
    expect({ type, present: events.some((event) => event.type === type) }).toEqual({ type, present: true });
  }

  // Forget what the in-order delivery did: blank fields, each user's original customer linked
  // again (so the shuffled customer.deleted deliveries must unlink the deleted ones once more),
  // and an empty ledger for these events.
  expect(expected.filter((record) => record.stripeCustomerId === null)).toHaveLength(2);
  await Promise.all(
    users.map((user, index) =>
      adminDb().doc(`users/${user.uid}`).update({
        stripeCustomerId: customers[index],
        isPaidUser: false,
        stripeSubscriptionId: null,
        stripeSubscriptionStatus: null,
        subscriptionCancelAtPeriodEnd: false,
        subscriptionEndsAt: null,
        currentPeriodEnd: null,
        paymentDueSince: null,
        openInvoiceUrl: null,
        paymentActionRequired: false,
        stripeSyncedAt: 0,
      }),
    ),
  );
  await Promise.all(events.map((event) => adminDb().doc(`stripeEvents/${event.id}`).delete()));

  // 500 deliveries: every event, then replays under new ids (as Stripe sends more updates), a
  // fifth of them twice, and a few forged ones that claim the opposite state.
  const base = Array.from({ length: Math.max(Math.round(DELIVERIES / 1.2), events.length) }, (_, index) => {
    const event = events[index % events.length];
    return index < events.length ? event : { ...event, id: `${event.id}_replay${index}` };
  });
  const twice = base.filter((_, index) => index % 5 === 0);
  const deliveries = shuffle([...base, ...twice]).map((event) => ({ event, forged: false }));
  for (let index = 0; index < 20; index++) {
    deliveries.splice(randomInt(0, deliveries.length), 0, {
      event: { ...events[index], id: `evt_forged_${index}` },
      forged: true,
    });
  }
  expect(deliveries.length).toBeGreaterThanOrEqual(DELIVERIES);

  const answers: number[] = [];
  const queue = [...deliveries];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await deliverEvent(next.event, next.forged ? 'whsec_forged' : undefined);
        answers.push(next.forged ? (response.status === 400 ? 0 : response.status) : response.status);
      }
    }),
  );
  expect(answers.filter((status) => status !== 200 && status !== 0)).toEqual([]);
  expect(answers.filter((status) => status === 0)).toHaveLength(20);

  const actual = await Promise.all(users.map((user) => state(user.uid)));
  expect(actual).toEqual(expected);
}, 480_000);
