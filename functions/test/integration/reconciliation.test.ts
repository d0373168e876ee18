/**
 * Access that does not depend on every webhook: the report gate refuses a record whose paid
 * period ended more than the grace ago, and the reconciliation job (its exported logic, run
 * here against the emulators) re-reads such records and stale ones from Stripe.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  payCheckoutSession,
  stripeClient,
  webhooksSettled,
  STRIPE_EMULATOR_URL,
} from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { post, waitFor } from './signed-in-calls';

const DAY = 86_400;

beforeAll(() => {
  Object.assign(process.env, {
    STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    STRIPE_SECRET_KEY: 'sk_test_local_emulator',
  });
});

async function monthlySubscriber(): Promise<{ user: TestUser; record: Record<string, unknown> }> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const response = await fetch(apiUrl('/stripe/create-checkout-session'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ priceId: 'monthly' }),
  });
  await payCheckoutSession(((await response.json()) as { url: string }).url);
  const record = await waitForUserState(user.uid, (stored) => stored.isPaidUser === true);
  await webhooksSettled(STRIPE_EMULATOR_URL);
  return { user, record };
}

const embedStatus = async (user: TestUser) =>
  (await fetch(apiUrl('/powerbi/report/embedToken'), { headers: { authorization: `Bearer ${user.idToken}` } })).status;

const record = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data() ?? {};

const reconcile = async () => (await import('../../src/services/billing/reconciliation')).reconcilePaidUsers();

it('the gate refuses a paid record past its period and the grace; reconciliation restores it from Stripe', async () => {
  const { user, record: synced } = await monthlySubscriber();
  const lapsedEnd = Timestamp.fromMillis(Date.now() - 3 * DAY * 1000);
  await setUserFields(user.uid, { currentPeriodEnd: lapsedEnd, stripeSyncedAt: 1 });
  expect(await embedStatus(user)).toBe(403);

  const summary = await reconcile();
  expect(summary.synced).toBeGreaterThanOrEqual(1);
  expect(summary.failed).toBe(0);
  const restored = await record(user.uid);
  expect(restored.currentPeriodEnd).toEqual(synced.currentPeriodEnd);
  expect(restored.isPaidUser).toBe(true);
  expect(await embedStatus(user)).toBe(200);
}, 60_000);

it('ends the access of a paid record whose subscription ended without a webhook reaching us', async () => {
  const { user, record: synced } = await monthlySubscriber();
  const subscriptionId = String(synced.stripeSubscriptionId);
  await stripeClient().subscriptions.cancel(subscriptionId);
  await webhooksSettled(STRIPE_EMULATOR_URL);
  // As if the deletion webhook had been lost: the record still says paid, last synced two days ago.
  await setUserFields(user.uid, {
    isPaidUser: true,
    stripeSubscriptionStatus: 'active',
    stripeSyncedAt: Date.now() - 2 * DAY * 1000,
  });
  await reconcile();
  expect(await record(user.uid)).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
}, 60_000);

it('finds a record marked paid that was never read from Stripe', async () => {
  const user = await createTestUser();
  // A new record says it was never synced (0), rather than leaving the field out: a range
  // query on the field would pass over a record without it.
  expect((await waitForUserRecord(user.uid)).stripeSyncedAt).toBe(0);
  const customer = await stripeClient().customers.create({ email: user.email, metadata: { uid: user.uid } });
  await setUserFields(user.uid, {
    isPaidUser: true,
    stripeCustomerId: customer.id,
    stripeSubscriptionStatus: 'active',
  });
  await reconcile();
  expect(await record(user.uid)).toMatchObject({ isPaidUser: false, stripeCustomerId: customer.id });
}, 60_000);

it('leaves fresh paid records and paid records without a Stripe customer alone', async () => {
  const { user } = await monthlySubscriber();
  const before = await record(user.uid);
  const granted = await createTestUser();
  await waitForUserRecord(granted.uid);
  await setUserFields(granted.uid, { isPaidUser: true, stripeSyncedAt: 1 });
  const summary = await reconcile();
  expect(summary.skipped).toBeGreaterThanOrEqual(1);
  expect((await record(user.uid)).stripeSyncedAt).toBe(before.stripeSyncedAt);
  expect((await record(granted.uid)).isPaidUser).toBe(true);
}, 60_000);

it("ends a team's access when its subscription ended without a webhook reaching us, so its members' too", async () => {
  const owner = await createTestUser();
  await waitForUserRecord(owner.uid);
  await setUserFields(owner.uid, { emailVerified: true });
  const teamId = ((await post('/team', owner, { name: 'Reconciled Co' })).body.team as { id: string }).id;
  const started = await post('/team/checkout', owner, { plan: 'monthly' });
  await payCheckoutSession(String(started.body.url));
  const team = async () => (await adminDb().doc(`teams/${teamId}`).get()).data() ?? {};
  await waitFor(async () => (await team()).isPaidUser === true, 'the team to be paid');
  await webhooksSettled(STRIPE_EMULATOR_URL);
  expect(await embedStatus(owner)).toBe(200);

  await stripeClient().subscriptions.cancel(String((await team()).stripeSubscriptionId));
  await webhooksSettled(STRIPE_EMULATOR_URL);
  // As if the webhook had been lost: the team still says paid, last synced two days ago.
  await adminDb()
    .doc(`teams/${teamId}`)
    .update({ isPaidUser: true, stripeSubscriptionStatus: 'active', stripeSyncedAt: Date.now() - 2 * DAY * 1000 });

  await reconcile();
  expect(await team()).toMatchObject({ isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
  expect(await embedStatus(owner)).toBe(403);
}, 60_000);
