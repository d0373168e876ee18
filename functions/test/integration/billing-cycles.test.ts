/**
 * A payment left due over three billing periods, against the real stack and the Stripe
 * emulator's test clocks, each case asserting what Stripe documents: a past_due subscription left
 * as it is keeps being invoiced and the week of access does not start again; an unpaid one keeps
 * generating drafts and is restored after two periods by paying its most recent invoice; Smart
 * Retries' eight attempts send two mails, not eight.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { emailsTo, waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import {
  advanceTime,
  configureEmulator,
  payInvoice,
  setCard,
  stripeClient,
  STRIPE_EMULATOR_URL,
  TEST_CARDS,
  webhooksSettled,
  type EmulatorSettings,
} from '@cannabis-reports/test-support/src/stripe';
import { waitForUserState } from '@cannabis-reports/test-support/src/users';
import { call, customerOf, passRenewal, record, subscribedUser } from './billing-users';

beforeEach(forgetTrialCards);
jest.retryTimes(1, { logErrorsBeforeRetry: true });

const DAY = 86_400;
const FAILED_MAIL = /^Your payment failed$/;

/** A monthly subscriber on failed-payment settings of its own whose card declines from now on. */
async function declining(settings: Partial<EmulatorSettings>, card: string = TEST_CARDS.chargesFail) {
  const user = await subscribedUser('monthly');
  const customer = await customerOf(user);
  await configureEmulator(STRIPE_EMULATOR_URL, settings, customer);
  await setCard(STRIPE_EMULATOR_URL, customer, card);
  return { user, customer };
}

async function subscriptionOf(customer: string) {
  const [subscription] = (await stripeClient().subscriptions.list({ customer, status: 'all' })).data;
  return subscription;
}

const renewalInvoices = async (customer: string) =>
  (await stripeClient().invoices.list({ customer })).data.filter(
    (invoice) => invoice.billing_reason === 'subscription_cycle',
  );

/** The next renewal, once the product has synced what it did. */
async function nextPeriod(customer: string): Promise<void> {
  await passRenewal(customer);
  await webhooksSettled(STRIPE_EMULATOR_URL);
}

describe('past_due left as it is by the final action, over three periods', () => {
  it('"The subscription continues to create invoices": each renewal fails and is mailed once, and access stays dated from the first failure', async () => {
    const { user, customer } = await declining({ failed_payment_action: 'past_due', retry_schedule_days: [] });
    await nextPeriod(customer);
    const first = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'past_due');
    const since = (first.paymentDueSince as { seconds: number }).seconds;

    for (const period of [2, 3]) {
      await nextPeriod(customer);
      const invoices = await renewalInvoices(customer);
      expect(invoices.map((invoice) => invoice.status)).toEqual(Array(period).fill('open'));
      const latest = await subscriptionOf(customer);
      expect(latest.status).toBe('past_due');
      const stored = await waitForUserState(user.uid, (s) => s.openInvoiceUrl === invoices[0].hosted_invoice_url);
      // The newest invoice is linked, but the week of access is not started again.
      expect(stored.paymentDueSince).toEqual(first.paymentDueSince);
      expect((await call(`/users/${user.uid}`, user)).body.data).toMatchObject({
        paidAccessEndsAt: { seconds: since + 7 * DAY },
      });
    }
    // One mail per failed renewal, after the verification mail.
    await waitForEmails(user.email, 4);
    expect(await emailsTo(user.email, FAILED_MAIL)).toHaveLength(3);
  }, 120_000);
});

describe('unpaid for two periods, then paid', () => {
  it('"Invoices continue to be generated each billing cycle and remain in draft state": the newest is finalized for the payer, and paying it restores the subscription', async () => {
    const { user, customer } = await declining({ failed_payment_action: 'unpaid', retry_schedule_days: [] });
    await nextPeriod(customer);
    const unpaid = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'unpaid');
    const failedInvoiceUrl = String(unpaid.openInvoiceUrl);

    for (const period of [2, 3]) {
      await nextPeriod(customer);
      const [newest, ...older] = await renewalInvoices(customer);
      expect(older).toHaveLength(period - 1);
      // "The Invoice can't be finalized from the Customer Portal": the product finalizes it, and
      // leaves it to the payer (auto_advance false: no charge is attempted).
      expect([newest.status, newest.auto_advance, newest.attempt_count]).toEqual(['open', false, 0]);
      expect((await subscriptionOf(customer)).latest_invoice).toBe(newest.id);
      const stored = await waitForUserState(user.uid, (s) => s.openInvoiceUrl === newest.hosted_invoice_url);
      expect(stored).toMatchObject({ stripeSubscriptionStatus: 'unpaid', isPaidUser: false });
      expect(stored.paymentDueSince).toEqual(unpaid.paymentDueSince);
    }
    expect((await call('/stripe/create-checkout-session', user, { priceId: 'monthly' })).body.code).toBe(
      'invoice_payment_required',
    );

    // "make sure to pay the most recent invoice": paying the first one does not restore it.
    expect((await payInvoice(failedInvoiceUrl, TEST_CARDS.succeeds)).status).toBe(303);
    await webhooksSettled(STRIPE_EMULATOR_URL);
    expect((await record(user.uid)).stripeSubscriptionStatus).toBe('unpaid');

    const { openInvoiceUrl } = await record(user.uid);
    expect((await payInvoice(String(openInvoiceUrl), TEST_CARDS.succeeds)).status).toBe(303);
    const restored = await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active');
    expect(restored).toMatchObject({ isPaidUser: true, openInvoiceUrl: null, paymentDueSince: null });
    expect((await call('/powerbi/report/embedToken', user)).status).toBe(200);
  }, 120_000);
});

/** Smart Retries' default, 8 tries within 2 weeks, as the custom schedule's days between attempts. */
const SMART_RETRIES_DAYS = [1, 1, 2, 2, 2, 3, 3];

describe("Stripe's default Smart Retries", () => {
  it('"The recommended default is 8 tries within 2 weeks": one mail when the renewal fails, one when no retry is left', async () => {
    const { user, customer } = await declining({
      failed_payment_action: 'cancel',
      retry_schedule_days: SMART_RETRIES_DAYS,
    });
    await passRenewal(customer);
    await advanceTime(customer, 15 * DAY);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'canceled');
    await webhooksSettled(STRIPE_EMULATOR_URL);
    const [invoice] = await renewalInvoices(customer);
    expect(invoice.attempt_count).toBe(8);
    // The verification mail, then the two.
    await waitForEmails(user.email, 3);
    const mails = await emailsTo(user.email, FAILED_MAIL);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => /We will try again on/.test(mail.text))).toHaveLength(1);
    expect(mails.filter((mail) => mail.text.includes('This was the last attempt'))).toHaveLength(1);
  }, 120_000);

  it('asks once to confirm a renewal waiting for 3D Secure, however many retries ask the bank again', async () => {
    const { user, customer } = await declining(
      { failed_payment_action: 'cancel', retry_schedule_days: SMART_RETRIES_DAYS },
      TEST_CARDS.authentication,
    );
    await passRenewal(customer);
    await advanceTime(customer, 15 * DAY);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'canceled');
    await webhooksSettled(STRIPE_EMULATOR_URL);
    expect((await renewalInvoices(customer))[0].attempt_count).toBe(8);
    expect(await emailsTo(user.email, /Confirm your payment/)).toHaveLength(1);
  }, 120_000);
});
