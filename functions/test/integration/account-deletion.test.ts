/**
 * Deleting an account, from /profile's endpoint and from the Auth delete trigger: the live
 * subscription is cancelled at once, the user's data goes, Stripe keeps the customer and its
 * invoices, and a new account with the same e-mail starts clean.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { payCheckoutSession, stripeClient } from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { post, waitFor } from './signed-in-calls';

// Tests pay with the same few Stripe test cards; the product allows one trial per card.
beforeEach(forgetTrialCards);

async function get(path: string, user: TestUser) {
  const response = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${user.idToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscriber(email?: string): Promise<{ user: TestUser; customer: string; subscription: string }> {
  const user = await createTestUser(email ? { email } : {});
  await waitForUserRecord(user.uid);
  const { body } = await post('/stripe/create-trial-checkout-session', user);
  await payCheckoutSession(String(body.url));
  const stored = await waitForUserState(user.uid, (record) => record.isPaidUser === true);
  return { user, customer: String(stored.stripeCustomerId), subscription: String(stored.stripeSubscriptionId) };
}

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const ofUser = (collection: string, uid: string) => adminDb().collection(collection).where('uid', '==', uid).get();

describe('POST /users/delete-account', () => {
  it('needs the typed confirmation', async () => {
    const { user } = await subscriber();
    expect(await post('/users/delete-account', user, {})).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(await exists(`users/${user.uid}`)).toBe(true);
  }, 60_000);

  it('cancels the subscription at once, deletes the account and its data, and keeps the Stripe customer', async () => {
    const { user, customer, subscription } = await subscriber();
    const verifications = await adminDb().collection('emailVerifications').where('uid', '==', user.uid).get();
    expect(verifications.size).toBeGreaterThan(0);
    expect((await ofUser('checkoutSessions', user.uid)).size).toBeGreaterThan(0);
    const cards = (await ofUser('trialCards', user.uid)).docs.map((card) => card.ref.path);
    expect(cards).toHaveLength(1);

    expect(await post('/users/delete-account', user, { confirm: 'delete my account' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await stripeClient().subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect(await exists(`users/${user.uid}`)).toBe(false);
    expect((await adminDb().collection('emailVerifications').where('uid', '==', user.uid).get()).size).toBe(0);
    expect((await ofUser('checkoutSessions', user.uid)).size).toBe(0);
    // The card stays marked as having had its trial, with nothing left that names the account.
    expect((await ofUser('trialCards', user.uid)).size).toBe(0);
    const card = (await adminDb().doc(cards[0]).get()).data();
    expect(Object.keys(card ?? {}).sort()).toEqual(['claimedAt', 'disownedAt']);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const kept = await stripeClient().customers.retrieve(customer);
    expect(kept.deleted).toBeUndefined();
    expect((await stripeClient().invoices.list({ customer })).data.length).toBeGreaterThan(0);

    // Late webhooks about the cancelled subscription do not bring the record back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await exists(`users/${user.uid}`)).toBe(false);
    // The old token is of a deleted account now.
    expect((await get(`/users/${user.uid}`, user)).status).toBe(401);
  }, 60_000);

  it('cancels the subscription of a customer made for the user whose id never reached the record', async () => {
    const { user, subscription } = await subscriber();
    await setUserFields(user.uid, { stripeCustomerId: null });
    expect((await post('/users/delete-account', user, { confirm: 'delete my account' })).status).toBe(200);
    expect((await stripeClient().subscriptions.retrieve(subscription)).status).toBe('canceled');
  }, 60_000);

  it('lets the same e-mail register again, clean: no old record, a trial offered, but none on the same card', async () => {
    const { user } = await subscriber();
    await post('/users/delete-account', user, { confirm: 'delete my account' });
    const again = await createTestUser({ email: user.email });
    const fresh = await waitForUserRecord(again.uid);
    expect(fresh).toMatchObject({ isPaidUser: false, trialAvailed: false, stripeCustomerId: null });
    const byEmail = await post('/users/lookup', again, { email: user.email });
    expect(byEmail).toMatchObject({ status: 200, body: { data: { isPaidUser: false, trialAvailed: false } } });
    const trial = await post('/stripe/create-trial-checkout-session', again);
    expect(trial.status).toBe(200);

    // The deleted account's card keeps its trial used (its claim lost only the uid).
    const url = String(trial.body.url);
    expect((await payCheckoutSession(url)).status).toBe(303);
    const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    expect(await post('/stripe/confirm-checkout-session', again, { sessionId })).toMatchObject({
      status: 409,
      body: { code: 'trial_used' },
    });
    expect(await waitForUserState(again.uid, (record) => record.trialAvailed === true)).toMatchObject({
      isPaidUser: false,
      stripeSubscriptionStatus: 'canceled',
    });
  }, 60_000);
});

describe('POST /users/lookup', () => {
  it('never answers a record left under the same e-mail by another (deleted) account', async () => {
    const old = await createTestUser();
    await waitForUserRecord(old.uid);
    // An account deleted while the trigger could not run: its record stays behind.
    await adminDb().doc(`users/leftover-${old.uid}`).set({ email: old.email.toLowerCase(), isPaidUser: true });
    const answer = await post('/users/lookup', old, { email: old.email });
    expect(answer.body).toMatchObject({ data: { isPaidUser: false } });
  });
});

describe('the Auth delete trigger', () => {
  it('does the same when the account is deleted another way', async () => {
    const { user, subscription } = await subscriber();
    await adminAuth().deleteUser(user.uid);
    await waitFor(async () => !(await exists(`users/${user.uid}`)), 'the record to be deleted');
    await waitFor(
      async () => (await stripeClient().subscriptions.retrieve(subscription)).status === 'canceled',
      'the subscription to be cancelled',
    );
    expect((await adminDb().collection('emailVerifications').where('uid', '==', user.uid).get()).size).toBe(0);
    // One batch of writes with the record's deletion, which may land first.
    await waitFor(async () => (await ofUser('checkoutSessions', user.uid)).empty, 'the checkout sessions to go');
    await waitFor(async () => (await ofUser('trialCards', user.uid)).empty, 'the card trials to lose the uid');
  }, 60_000);
});

describe('a deletion that fails half-way', () => {
  /** Stripe behind a switch: while `down`, every connection is dropped, as when Stripe is unreachable. */
  let down = false;
  let proxy: Server;

  beforeAll(async () => {
    proxy = createServer((req, res) => {
      if (down) return void req.socket.destroy();
      const upstream = httpRequest(
        { host: '127.0.0.1', port: 12111, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => proxy.once('listening', resolve));
    Object.assign(process.env, {
      STRIPE_API_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      STRIPE_SECRET_KEY: 'sk_test_local_emulator',
      STRIPE_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('is retried by the platform, and its second run cancels the subscription and deletes the data', async () => {
    const { deleteUserData } = await import('../../src/triggers/delete-user-data');
    expect(deleteUserData.__endpoint.eventTrigger?.retry).toBe(true);
    const { cleanUpDeletedAccount } = await import('../../src/services/accounts/account-deletion');
    // The trigger's work, in this process: the emulator's own trigger would find Stripe up.
    const { user, subscription } = await subscriber();
    down = true;
    try {
      await expect(cleanUpDeletedAccount(user.uid)).rejects.toThrow();
    } finally {
      down = false;
    }
    // The first run failed: it rejects (so the platform runs it again) and leaves its mark on the record.
    expect((await stripeClient().subscriptions.retrieve(subscription)).status).not.toBe('canceled');
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('accountDeletedAt')).toBeDefined();
    await cleanUpDeletedAccount(user.uid);
    expect((await stripeClient().subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect(await exists(`users/${user.uid}`)).toBe(false);
  }, 90_000);

  it('is finished by the reconciliation when the retries gave up: the marked record is a deleted account', async () => {
    const { reconcilePaidUsers } = await import('../../src/services/billing/reconciliation');
    const { user, subscription } = await subscriber();
    // What the delete trigger leaves when every attempt failed after its first step.
    await adminDb().doc(`users/${user.uid}`).update({ accountDeletedAt: Timestamp.now() });
    const summary = await reconcilePaidUsers();
    expect(summary.deleted).toBeGreaterThanOrEqual(1);
    expect((await stripeClient().subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect(await exists(`users/${user.uid}`)).toBe(false);
  }, 90_000);
});
