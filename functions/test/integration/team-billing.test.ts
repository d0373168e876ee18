/**
 * The team plan end to end against the Stripe emulator (the product's own calls through the real
 * `stripe` SDK, its deliveries to the webhook): an owner buys one seat per member on the team's own
 * customer, the webhook writes the team's record with the fields a user record carries, and the
 * members read the paid reports through the team. The team's sync, like a person's, reads Stripe's
 * current state, so a replayed old event changes nothing; a team trial uses its card's one trial.
 */
import type Stripe from 'stripe';
import { adminAuth, adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  deliverEvent,
  eventsOfCustomer,
  payCheckoutSession,
  stripeClient,
  TEST_CARDS,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  setUserFields,
  uniqueEmail,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { get, post, waitFor } from './signed-in-calls';

beforeEach(forgetTrialCards);

async function verifiedUser(): Promise<TestUser> {
  const user = await createTestUser({ email: uniqueEmail('team-billing') });
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { emailVerified: true });
  return user;
}

/** A team of its owner and one member who accepted the mailed invitation. */
async function teamOfTwo() {
  const owner = await verifiedUser();
  const created = await post('/team', owner, { name: 'Acme Dispensaries' });
  const teamId = (created.body.team as { id: string }).id;
  const member = await verifiedUser();
  expect((await post('/team/invitations', owner, { email: member.email })).status).toBe(200);
  const mail = await waitForEmail(member.email, { subject: /invited to join/ });
  const token = /\/team\/accept\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
  expect((await post('/team/invitations/accept', member, { token })).status).toBe(200);
  return { owner, member, teamId };
}

const teamRecord = async (teamId: string) => (await adminDb().doc(`teams/${teamId}`).get()).data() ?? {};

async function waitForTeam(teamId: string, check: (record: Record<string, unknown>) => boolean, what: string) {
  await waitFor(async () => check(await teamRecord(teamId)), what);
  return teamRecord(teamId);
}

const embedConfig = (user: TestUser) => get('/powerbi/report/embedToken?reportId=market-overview', user);

describe('the team plan', () => {
  it('is bought by the owner for every seat, written to the team as a person’s is, and opens the reports to its members', async () => {
    const { owner, member, teamId } = await teamOfTwo();
    expect(await post('/team/checkout', member, { plan: 'monthly' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await embedConfig(member)).toMatchObject({ status: 403, body: { code: 'not_paid' } });

    const started = await post('/team/checkout', owner, { plan: 'annual' });
    expect(started.status).toBe(200);
    expect((await payCheckoutSession(String(started.body.url))).status).toBe(303);

    const team = await waitForTeam(teamId, (record) => record.isPaidUser === true, 'the team to be paid');
    expect(team).toMatchObject({ stripeSubscriptionStatus: 'active', subscriptionCancelAtPeriodEnd: false });
    expect(team.paymentDueSince).toBeNull();
    const stripe = stripeClient();
    const customer = await stripe.customers.retrieve(String(team.stripeCustomerId));
    expect(customer).toMatchObject({ metadata: { teamId } });
    expect((customer as { metadata: Record<string, string> }).metadata.uid).toBeUndefined();
    const subscription = await stripe.subscriptions.retrieve(String(team.stripeSubscriptionId));
    expect(subscription.metadata).toMatchObject({ teamId, uid: owner.uid });
    expect(subscription.items.data.map((item) => [item.price.id, item.quantity])).toEqual([['price_annual_local', 2]]);
    // The period ends a year on, as Stripe says: the team's record holds Stripe's own date.
    const periodEnd = subscription.items.data[0].current_period_end;
    expect((team.currentPeriodEnd as { seconds: number }).seconds).toBe(periodEnd);

    // The members read through the team; the owner's own record stays unpaid and has no customer of it.
    expect((await embedConfig(member)).status).toBe(200);
    expect((await embedConfig(owner)).status).toBe(200);
    const ownerRecord = (await adminDb().doc(`users/${owner.uid}`).get()).data();
    expect(ownerRecord).toMatchObject({ isPaidUser: false });
    expect(ownerRecord?.stripeCustomerId).not.toBe(team.stripeCustomerId);

    expect(await post('/team/checkout', owner, { plan: 'monthly' })).toMatchObject({
      status: 409,
      body: { code: 'already_subscribed' },
    });

    // The team card's billing: the plan as Stripe holds it and the team's own invoices.
    expect(await get('/team/billing', owner)).toMatchObject({
      status: 200,
      body: {
        subscription: {
          status: 'active',
          plan: 'annual',
          seats: 2,
          periodEnd: new Date(periodEnd * 1000).toISOString(),
          cancelAtPeriodEnd: false,
        },
        invoices: [{ status: 'paid', amountPaid: 2 * 19999, interval: 'year' }],
      },
    });
    expect(await get('/team/billing', member)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const portal = await post('/team/portal-session', owner);
    expect(portal.status).toBe(200);
    expect(String(portal.body.url)).toMatch(/^http/);
    expect(await post('/team/portal-session', member)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });

  it('converges on Stripe’s state whatever order the events come in', async () => {
    const { owner, member, teamId } = await teamOfTwo();
    const started = await post('/team/checkout', owner, { plan: 'monthly' });
    expect((await payCheckoutSession(String(started.body.url))).status).toBe(303);
    const paid = await waitForTeam(teamId, (record) => record.isPaidUser === true, 'the team to be paid');
    const customerId = String(paid.stripeCustomerId);

    await stripeClient().subscriptions.cancel(String(paid.stripeSubscriptionId));
    await waitForTeam(teamId, (record) => record.stripeSubscriptionStatus === 'canceled', 'the cancellation');

    // The subscription's creation, delivered again late under a new id: the sync reads Stripe now.
    const created = (await eventsOfCustomer(customerId)).find(({ type }) => type === 'customer.subscription.created');
    expect(created).toBeDefined();
    const replay = await deliverEvent({ ...created, id: `${created?.id}_late` });
    expect(replay.status).toBe(200);
    expect(await teamRecord(teamId)).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    expect(await embedConfig(member)).toMatchObject({ status: 403, body: { code: 'not_paid' } });
  });

  it('gives a card one trial, a team’s or a person’s', async () => {
    const { owner, teamId } = await teamOfTwo();
    const started = await post('/team/checkout', owner, { plan: 'monthly', trial: true });
    expect((await payCheckoutSession(String(started.body.url), TEST_CARDS.succeeds)).status).toBe(303);
    await waitForTeam(teamId, (record) => record.stripeSubscriptionStatus === 'trialing', 'the team’s trial');

    // The owner's own trial with the card the team's trial used is refused, as another account's is.
    const own = await post('/stripe/create-trial-checkout-session', owner, {});
    const url = String(own.body.url);
    expect((await payCheckoutSession(url, TEST_CARDS.succeeds)).status).toBe(303);
    const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    expect(await post('/stripe/confirm-checkout-session', owner, { sessionId })).toMatchObject({
      status: 409,
      body: { code: 'trial_used' },
    });
    expect(await teamRecord(teamId)).toMatchObject({ stripeSubscriptionStatus: 'trialing', trialAvailed: true });
  });
});

/** The proration lines of an invoice, as [amount, quantity], credits first. */
/** A team of two whose owner bought the monthly plan for both seats. */
async function payingTeamOfTwo() {
  const { owner, member, teamId } = await teamOfTwo();
  const started = await post('/team/checkout', owner, { plan: 'monthly' });
  expect((await payCheckoutSession(String(started.body.url))).status).toBe(303);
  const team = await waitForTeam(teamId, (record) => record.isPaidUser === true, 'the team to be paid');
  return { owner, member, teamId, team };
}

const prorationLines = (invoice: { lines: { data: Stripe.InvoiceLineItem[] } }) =>
  invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .map((line) => [line.amount, line.quantity])
    .sort((a, b) => Number(a[0]) - Number(b[0]));

describe('seats follow the members', () => {
  it('an accept raises the quantity with Stripe’s prorated invoice, a removal lowers it', async () => {
    const { owner, member, team } = await payingTeamOfTwo();
    const stripe = stripeClient();
    const subscriptionId = String(team.stripeSubscriptionId);
    const customer = String(team.stripeCustomerId);
    const quantity = async () => (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0].quantity;
    const invoices = async () => (await stripe.invoices.list({ customer })).data;
    expect(await quantity()).toBe(2);
    const before = (await invoices()).length;

    const third = await verifiedUser();
    expect((await post('/team/invitations', owner, { email: third.email })).status).toBe(200);
    const mail = await waitForEmail(third.email, { subject: /invited to join/ });
    const token = /\/team\/accept\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
    expect(await post('/team/invitations/accept', third, { token })).toMatchObject({
      status: 200,
      body: { team: { seats: 3 } },
    });
    expect(await quantity()).toBe(3);
    // Invoiced and charged at once (decision 0148): a credit for 2 seats' unused time, a charge for 3's.
    const added = await invoices();
    expect(added).toHaveLength(before + 1);
    expect(added[0]).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    const [credit, debit] = prorationLines(added[0]);
    expect(credit).toEqual([expect.any(Number), 2]);
    expect(debit).toEqual([expect.any(Number), 3]);
    expect(Number(credit[0])).toBeLessThan(0);
    expect(added[0].amount_paid).toBe(Number(credit[0]) + Number(debit[0]));

    expect((await post(`/team/members/${member.uid}/remove`, owner)).status).toBe(200);
    expect(await quantity()).toBe(2);
    // Credited on the next invoice: no invoice of its own, a pending credit for the seat freed.
    expect(await invoices()).toHaveLength(before + 1);
    const upcoming = await stripe.invoices.createPreview({ customer, subscription: subscriptionId });
    expect(prorationLines(upcoming).map(([, seats]) => seats)).toEqual([3, 2]);
  });
});

describe('an account deleted in a paying team', () => {
  it('frees its seat in Stripe too, and the last member takes the subscription with the team', async () => {
    const { owner, member, teamId, team } = await payingTeamOfTwo();
    const stripe = stripeClient();
    const subscriptionId = String(team.stripeSubscriptionId);
    const subscription = () => stripe.subscriptions.retrieve(subscriptionId);
    expect((await subscription()).items.data[0].quantity).toBe(2);

    await adminAuth().deleteUser(member.uid);
    await waitFor(async () => (await subscription()).items.data[0].quantity === 1, 'the seat to be freed in Stripe');
    expect(await teamRecord(teamId)).toMatchObject({ seats: 1 });

    await adminAuth().deleteUser(owner.uid);
    await waitFor(async () => (await subscription()).status === 'canceled', 'the subscription to end with the team');
    expect((await adminDb().doc(`teams/${teamId}`).get()).exists).toBe(false);
  });
});

describe('a member with a subscription of their own', () => {
  it('is told of it on joining and has it end at its period’s end when they choose', async () => {
    const owner = await verifiedUser();
    const created = await post('/team', owner, { name: 'Acme Dispensaries' });
    const teamId = (created.body.team as { id: string }).id;
    const started = await post('/team/checkout', owner, { plan: 'monthly' });
    expect((await payCheckoutSession(String(started.body.url))).status).toBe(303);
    await waitForTeam(teamId, (record) => record.isPaidUser === true, 'the team to be paid');

    const member = await verifiedUser();
    const own = await post('/stripe/create-checkout-session', member, { priceId: 'monthly' });
    expect((await payCheckoutSession(String(own.body.url))).status).toBe(303);
    const paid = await waitForUserState(member.uid, (record) => record.stripeSubscriptionStatus === 'active');
    const periodEnd = (paid.currentPeriodEnd as { toDate(): Date }).toDate().toISOString();

    expect((await post('/team/invitations', owner, { email: member.email })).status).toBe(200);
    const mail = await waitForEmail(member.email, { subject: /invited to join/ });
    const token = /\/team\/accept\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
    expect(await post('/team/invitations/accept', member, { token })).toMatchObject({
      status: 200,
      body: { team: { id: teamId, paidAccess: true }, personalSubscription: { status: 'active', periodEnd } },
    });
    // Joining alone changes nothing of it: the member chooses.
    const subscriptionId = String(paid.stripeSubscriptionId);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);

    expect((await post('/users/cancel-subscription', member)).status).toBe(200);
    const subscription = await stripeClient().subscriptions.retrieve(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await embedConfig(member)).status).toBe(200);
  });
});
