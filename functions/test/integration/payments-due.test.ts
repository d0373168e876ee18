/**
 * Payments due on a renewal, against the real stack and the Stripe emulator's test clocks: a renewal
 * that needs 3D Secure (confirmed, and abandoned), an unpaid subscription paid on its hosted
 * invoice page, a hard decline, and the week of access while past_due whatever the final action.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { emailsTo, waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  advanceTime,
  configureEmulator,
  confirmInvoicePayment,
  payInvoice,
  setCard,
  STRIPE_EMULATOR_URL,
  TEST_CARDS,
  webhooksSettled,
} from '@cannabis-reports/test-support/src/stripe';
import { setUserFields, waitForUserState, type TestUser } from '@cannabis-reports/test-support/src/users';
import { Timestamp } from 'firebase-admin/firestore';
import { call, customerOf, record, subscribedUser } from './billing-users';

beforeEach(forgetTrialCards);
afterEach(() =>
  configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'cancel', retry_schedule_days: [3, 5, 7] }),
);
jest.retryTimes(1, { logErrorsBeforeRetry: true });

const DAY = 86_400;
const INVOICE_PAGE = new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_\\w+$`);

/** A monthly subscriber whose card is `card` when the first renewal is charged (day 32). */
async function renewedWith(card: string): Promise<{ user: TestUser; customer: string }> {
  const user = await subscribedUser('monthly');
  const customer = await customerOf(user);
  await setCard(STRIPE_EMULATOR_URL, customer, card);
  await advanceTime(customer, 32 * DAY);
  return { user, customer };
}

/**
 * The report gate compares the first failed payment with the server's real clock, while the
 * emulator's clock has run ahead: the failure is moved `days` into the real past instead.
 */
const failedDaysAgo = (user: TestUser, days: number) =>
  setUserFields(user.uid, { paymentDueSince: Timestamp.fromMillis(Date.now() - days * DAY * 1000) });

const reportsOpen = async (user: TestUser) => (await call('/powerbi/report/embedToken', user)).status === 200;

/** Once Stripe has said its last word, still past_due: the reports open 6 days after the failure, not 8. */
async function expectAccessForAWeek(user: TestUser): Promise<void> {
  await webhooksSettled(STRIPE_EMULATOR_URL);
  expect((await record(user.uid)).stripeSubscriptionStatus).toBe('past_due');
  await failedDaysAgo(user, 6);
  expect(await reportsOpen(user)).toBe(true);
  await failedDaysAgo(user, 8);
  expect(await reportsOpen(user)).toBe(false);
}
const userInfoOf = async (user: TestUser) =>
  (await call(`/users/${user.uid}`, user)).body.data as Record<string, unknown>;

describe('a renewal that needs 3D Secure', () => {
  it('asks to confirm the payment (record, mail, checkout refusal); confirming makes it active', async () => {
    const { user } = await renewedWith(TEST_CARDS.authentication);
    const stored = await waitForUserState(user.uid, (s) => s.paymentActionRequired === true);
    expect(stored).toMatchObject({ stripeSubscriptionStatus: 'past_due', isPaidUser: true });
    const invoiceUrl = String(stored.openInvoiceUrl);
    expect(invoiceUrl).toMatch(INVOICE_PAGE);
    expect(await userInfoOf(user)).toMatchObject({ paymentActionRequired: true, openInvoiceUrl: invoiceUrl });

    const mail = await waitForEmail(user.email, { subject: /Confirm your payment/ });
    expect(mail.text).toContain(invoiceUrl);
    await webhooksSettled(STRIPE_EMULATOR_URL);
    // The failed-payment mail ('update your card') is not what this payment needs.
    expect(await emailsTo(user.email, /^Your payment failed$/)).toHaveLength(0);

    expect(await call('/stripe/create-checkout-session', user, { priceId: 'monthly' })).toEqual({
      status: 409,
      body: {
        error: 'Your bank asks you to confirm your last payment. Confirm it instead of subscribing again.',
        code: 'payment_action_required',
      },
    });

    expect((await confirmInvoicePayment(invoiceUrl, 'complete')).status).toBe(303);
    const active = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active');
    expect(active).toMatchObject({ isPaidUser: true, paymentActionRequired: false, openInvoiceUrl: null });
  }, 90_000);

  it('abandoned: still past_due after a failed authentication, and the reports close a week after', async () => {
    const { user } = await renewedWith(TEST_CARDS.authentication);
    const stored = await waitForUserState(user.uid, (s) => s.paymentActionRequired === true);
    expect((await confirmInvoicePayment(String(stored.openInvoiceUrl), 'fail')).status).toBe(402);
    await expectAccessForAWeek(user);
  }, 90_000);
});

describe('an unpaid subscription', () => {
  it('is refused a second checkout and is restored by paying its open invoice on the hosted page', async () => {
    await configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'unpaid', retry_schedule_days: [] });
    const { user } = await renewedWith(TEST_CARDS.chargesFail);
    const unpaid = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'unpaid');
    expect(unpaid.isPaidUser).toBe(false);
    expect(String(unpaid.openInvoiceUrl)).toMatch(INVOICE_PAGE);
    expect((await call('/stripe/create-checkout-session', user, { priceId: 'monthly' })).body.code).toBe(
      'invoice_payment_required',
    );

    expect((await payInvoice(String(unpaid.openInvoiceUrl), TEST_CARDS.succeeds)).status).toBe(303);
    const restored = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active');
    expect(restored).toMatchObject({ isPaidUser: true, openInvoiceUrl: null });
    expect(await reportsOpen(user)).toBe(true);
  }, 90_000);
});

describe('a hard decline', () => {
  // Stripe does not charge a card again after a non-retryable decline, but the subscription's final
  // action waits for the end of the retry schedule
  // (https://docs.stripe.com/billing/revenue-recovery/smart-retries): past_due meanwhile, then cancelled
  // when no new card came. renewal-outcomes.test.ts follows a new card paying the next retry.
  it('stays past_due while the retry schedule runs, and with no new card the final action (cancel) ends it', async () => {
    await configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'cancel', retry_schedule_days: [3] });
    const { user, customer } = await renewedWith(TEST_CARDS.stolen);
    const pastDue = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'past_due');
    expect(pastDue.isPaidUser).toBe(true);
    await advanceTime(customer, 4 * DAY);
    const ended = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'canceled');
    expect(ended.isPaidUser).toBe(false);
  }, 90_000);
});

describe('past_due left as it is by the final action', () => {
  it('opens the reports for 7 days after the first failed payment, says until when, then closes them', async () => {
    await configureEmulator(STRIPE_EMULATOR_URL, { failed_payment_action: 'past_due', retry_schedule_days: [1] });
    const { user, customer } = await renewedWith(TEST_CARDS.chargesFail);
    const pastDue = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'past_due');
    const since = (pastDue.paymentDueSince as { seconds: number }).seconds;
    expect(await userInfoOf(user)).toMatchObject({ paidAccessEndsAt: { seconds: since + 7 * DAY } });
    // The last retry (a day later) fails too, and the subscription is left past_due.
    await advanceTime(customer, 2 * DAY);
    await expectAccessForAWeek(user);
  }, 90_000);
});
