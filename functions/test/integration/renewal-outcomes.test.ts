/**
 * How renewals end, against the real stack and the Stripe emulator, each customer on a test
 * clock and failed-payment settings of its own: a 3D Secure renewal never
 * confirmed (retried on the schedule, then the final action), a hard decline (a new card asked
 * for; the schedule kept, the card never charged again, a new card paying the next retry), and a renewal the account credit paid after a switch to the
 * monthly plan (no $0 payment anywhere).
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  advancePastNextRetry,
  configureEmulator,
  confirmInvoicePayment,
  customerOnOwnClock,
  type EmulatorSettings,
  payCheckoutSession,
  setCard,
  STRIPE_EMULATOR_URL,
  stripeClient,
  switchPlanInPortal,
  TEST_CARDS,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import { waitForUserState, type TestUser } from '@cannabis-reports/test-support/src/users';
import { call, customerOf, newUser, passRenewal, subscribedUser, subscriptionOf } from './billing-users';

beforeEach(forgetTrialCards);
jest.retryTimes(1, { logErrorsBeforeRetry: true });

/**
 * A monthly subscriber on failed-payment settings of its own, whose card is `card` when the
 * first renewal is charged; the clock is moved past that renewal.
 */
async function renewedWith(
  card: string,
  settings: Partial<EmulatorSettings>,
): Promise<{ user: TestUser; customer: string }> {
  const user = await subscribedUser('monthly');
  const customer = await customerOf(user);
  await configureEmulator(STRIPE_EMULATOR_URL, settings, customer);
  await setCard(STRIPE_EMULATOR_URL, customer, card);
  await passRenewal(customer);
  return { user, customer };
}

describe('a 3D Secure renewal never confirmed', () => {
  it('stays requires_action through the retries, then the final action (unpaid) applies', async () => {
    const settings: Partial<EmulatorSettings> = { failed_payment_action: 'unpaid', retry_schedule_days: [3] };
    const { user, customer } = await renewedWith(TEST_CARDS.authentication, settings);
    await waitForUserState(
      user.uid,
      (s) => s.paymentActionRequired === true && s.stripeSubscriptionStatus === 'past_due',
    );

    await advancePastNextRetry(customer);
    const unpaid = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'unpaid');
    expect(unpaid.isPaidUser).toBe(false);
    const [intent, ...others] = (await stripeClient().paymentIntents.list({ customer })).data;
    expect(intent.status).toBe('requires_action');
    expect(others.every((other) => other.status === 'succeeded')).toBe(true);
    const invoice = await stripeClient().invoices.retrieve(String((await subscriptionOf(customer)).latest_invoice));
    expect([invoice.status, invoice.attempt_count, invoice.next_payment_attempt]).toEqual(['open', 2, null]);

    // Confirming on the invoice's page, even now, pays it and restores the subscription.
    expect((await confirmInvoicePayment(String(unpaid.openInvoiceUrl), 'complete')).status).toBe(303);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active' && s.isPaidUser === true);
  }, 90_000);
});

describe('a hard decline', () => {
  // Stripe "doesn't retry payments for failures where the issuer provided a non-retryable decline
  // code", but the subscription's final action waits for the end of the retry schedule, and "when
  // you update payment methods after a failed payment attempt" the next retry charges the new one
  // (https://docs.stripe.com/billing/revenue-recovery/smart-retries). Until this change the
  // emulator gave up at once: `next_payment_attempt` null and the final action at the first failure.
  it('keeps the retry schedule, never charges the card again, and a new card pays the next retry; renewals go on', async () => {
    const settings: Partial<EmulatorSettings> = { failed_payment_action: 'cancel', retry_schedule_days: [3, 5] };
    const { user, customer } = await renewedWith(TEST_CARDS.stolen, settings);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'past_due');
    const mail = await waitForEmail(user.email, { subject: /^Your payment failed$/ });
    expect(mail.text).toContain('Your bank will not accept this card again, so we will not try it again.');
    expect(mail.text).toContain('Add a new card to keep access');
    expect(mail.text).not.toContain('We will try again');
    const failed = await stripeClient().invoices.retrieve(String((await subscriptionOf(customer)).latest_invoice));
    expect(failed.next_payment_attempt).toBe(failed.created + 3 * 86_400);
    const charges = async () => (await stripeClient().charges.list({ customer })).data.length;
    const chargedBefore = await charges();

    // The first scheduled retry passes the stolen card by: no charge, still past_due, not cancelled.
    await advancePastNextRetry(customer);
    expect(await charges()).toBe(chargedBefore);
    expect((await subscriptionOf(customer)).status).toBe('past_due');
    expect((await stripeClient().invoices.retrieve(failed.id!)).attempt_count).toBe(1);

    // A new card (as the portal saves it) is charged at the next scheduled retry.
    await setCard(STRIPE_EMULATOR_URL, customer, TEST_CARDS.succeeds);
    await advancePastNextRetry(customer);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active' && s.isPaidUser === true);
    expect((await stripeClient().invoices.retrieve(failed.id!)).status).toBe('paid');

    // Two more billing periods renew on the new card.
    for (let period = 0; period < 2; period++) await passRenewal(customer);
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const invoices = (await stripeClient().invoices.list({ customer })).data;
    expect(invoices.slice(0, 3).map((invoice) => [invoice.billing_reason, invoice.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_cycle', 'paid'],
      ['subscription_cycle', 'paid'],
    ]);
    expect((await subscriptionOf(customer)).status).toBe('active');
  }, 120_000);
});

async function annualSubscriber(): Promise<TestUser> {
  const user = await newUser();
  await customerOnOwnClock(user);
  const { body } = await call('/stripe/create-checkout-session', user, { priceId: 'annual' });
  expect((await payCheckoutSession(String(body.url))).status).toBe(303);
  await waitForUserState(user.uid, (stored) => stored.isPaidUser === true);
  return user;
}

describe('a renewal the account credit paid', () => {
  it('is listed at its total as paid from the credit, with no $0 charge or payment', async () => {
    const user = await annualSubscriber();
    const customer = await customerOf(user);
    const subscription = await subscriptionOf(customer);
    // The portal's switch to monthly leaves most of the year as credit on the balance.
    const portal = await stripeClient().billingPortal.sessions.create({ customer });
    const switched = await switchPlanInPortal(portal.url, subscription.id, 'price_monthly_local');
    expect(switched.status).toBe(303);
    await passRenewal(customer);
    await webhooksSettled(STRIPE_EMULATOR_URL);

    const { body } = await call('/billing/invoices', user);
    const [renewal] = body.invoices as Array<Record<string, unknown>>;
    expect(renewal).toMatchObject({
      status: 'paid',
      amountPaid: 0,
      total: 1999,
      creditApplied: 1999,
      interval: 'month',
    });
    const charges = (await stripeClient().charges.list({ customer })).data;
    expect(charges.map((charge) => charge.amount)).not.toContain(0);
    const intents = (await stripeClient().paymentIntents.list({ customer })).data;
    expect(intents.map((intent) => intent.amount)).not.toContain(0);
    expect((await subscriptionOf(customer)).status).toBe('active');
  }, 90_000);
});
