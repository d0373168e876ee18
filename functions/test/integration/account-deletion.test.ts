/**
 * Deleting an account, from /profile's endpoint and from the Auth delete trigger: the live
 * subscription is cancelled at once, the user's data goes, Stripe keeps the customer and its
 * invoices, and a new account with the same e-mail starts clean.
 */
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
