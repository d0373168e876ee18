/**
 * A deleted account is never billed: a checkout page opened before the deletion expires with
 * it (and expires after 30 minutes anyway), and a subscription that still reaches a user who no
 * longer exists (a session paid in the moment between) is cancelled and refunded by the webhook.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import {
  payCheckoutSession,
  STRIPE_EMULATOR_URL,
  stripeClient,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import { createTestUser, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { post, waitFor } from './signed-in-calls';

beforeEach(forgetTrialCards);

const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

describe('a checkout page opened before the account is deleted', () => {
  it('expires 30 minutes after it opens, and with the account: it can no longer be paid', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    const { status, body } = await post('/stripe/create-checkout-session', user, { priceId: 'monthly' });
    expect(status).toBe(200);
    const url = String(body.url);
    const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(url));
    // 30 minutes, the shortest Stripe allows, plus the two minutes a claim is kept for its request
    // (decision 0132), so a retried create is never refused for its expires_at.
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(32 * 60 + 5);

    expect((await post('/users/delete-account', user, { confirm: 'delete my account' })).status).toBe(200);
    expect((await stripeClient().checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const payment = await payCheckoutSession(url);
    expect(payment.status).not.toBe(303);
    const customer = session.customer as string;
    expect((await stripeClient().subscriptions.list({ customer, status: 'all' })).data).toEqual([]);
  }, 60_000);
});

/** A customer of `uid` (which has no account) and a checkout session of it, paid: a live subscription. */
async function paidSubscriptionOf(uid: string) {
  const customer = await stripeClient().customers.create({ email: `${uid}@example.com`, metadata: { uid } });
  const session = await stripeClient().checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: uid,
    line_items: [{ price: 'price_monthly_local', quantity: 1 }],
    success_url: 'http://127.0.0.1:5000/success?session_id={CHECKOUT_SESSION_ID}',
    metadata: { uid },
    subscription_data: { metadata: { uid } },
  });
  expect((await payCheckoutSession(session.url!)).status).toBe(303);
  await webhooksSettled(STRIPE_EMULATOR_URL);
  return customer;
}

const cancelledAndRefunded = async (customer: string) => {
  await waitFor(async () => {
    const [subscription] = (await stripeClient().subscriptions.list({ customer, status: 'all' })).data;
    return subscription?.status === 'canceled';
  }, 'the subscription to be cancelled');
  await waitFor(async () => {
    const charges = (await stripeClient().charges.list({ customer })).data;
    return charges.length === 1 && charges[0].refunded && charges[0].amount_refunded === charges[0].amount;
  }, 'the payment to be refunded');
};

describe('a subscription whose user no longer exists', () => {
  it('is cancelled by the webhook even when the account record remains, which the webhook then deletes', async () => {
    // What a deletion that stopped half-way leaves: the Auth account gone, its record marked and still there.
    const uid = `half-deleted-${Date.now()}`;
    await adminDb()
      .doc(`users/${uid}`)
      .set({ email: `${uid}@example.com`, isPaidUser: false, emailVerified: true, accountDeletedAt: Timestamp.now() });
    const customer = await paidSubscriptionOf(uid);
    await cancelledAndRefunded(customer.id);
    await waitFor(async () => !(await adminDb().doc(`users/${uid}`).get()).exists, 'the record to be deleted');
  }, 60_000);

  it('is cancelled at once by the webhook, and its payment refunded in full', async () => {
    // What a session paid between the deletion's two steps leaves: a customer of a uid with no account.
    const uid = `deleted-${Date.now()}`;
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await cancelledAndRefunded((await paidSubscriptionOf(uid)).id);
  }, 60_000);
});
