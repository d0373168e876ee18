/**
 * The local Stripe emulator, as tests see it: the real `stripe` SDK pointed at it, its
 * hosted checkout and test controls, each test customer's own Stripe test clock, and signed
 * deliveries to the `stripeWebhook` function.
 */
import Stripe from 'stripe';
import {
  advanceCustomerClock,
  createCustomerOnTestClock,
  testClockOf,
} from '@cannabis-reports/stripe-emulator/src/control-client';
import { PROJECT_ID } from './emulators';

export {
  applyPromotionCode,
  changeQuantityInPortal,
  createCustomerOnTestClock,
  DISTINCT_SUCCESSFUL_CARDS,
  type EmulatorSettings,
  authenticatePayment,
  configureEmulator,
  confirmInvoicePayment,
  disputeLatestCharge,
  emulatorState,
  failNextRenewal,
  failNextRequest,
  payCheckoutSession,
  payCheckoutSessionWithLink,
  payCheckoutSessionWithWallet,
  payInvoice,
  refundLatestCharge,
  setCard,
  switchPlanInPortal,
  updateCardInPortal,
  TEST_CARDS,
  webhooksSettled,
} from '@cannabis-reports/stripe-emulator/src/control-client';

export const STRIPE_EMULATOR_URL = `http://127.0.0.1:${process.env.STRIPE_EMULATOR_PORT ?? 12111}`;
export const STRIPE_WEBHOOK_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/stripeWebhook`;
/** The local endpoint secret (functions/.secret.local.example). */
export const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_emulator';

export function stripeClient(): Stripe {
  const url = new URL(STRIPE_EMULATOR_URL);
  return new Stripe('sk_test_local_emulator', { host: url.hostname, port: url.port, protocol: 'http' });
}

/** POSTs a payload to the webhook function, signed as Stripe signs (or with another secret). */
export async function deliverEvent(event: object, secret = WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = stripeClient().webhooks.generateTestHeaderString({ payload, secret });
  return fetch(STRIPE_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/**
 * Every event the emulator holds about the given customers, oldest first: those whose object
 * names the customer, the customer's own events (`customer.deleted`), and disputes of its charges.
 */
export async function eventsOfCustomers(customerIds: Iterable<string>): Promise<Stripe.Event[]> {
  const wanted = new Set(customerIds);
  const events = await stripeClient().events.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
  const disputedCustomer = new Map<string, string>();
  for (const event of events) {
    const object = event.data.object as { object?: string; charge?: string };
    if (object.object !== 'dispute' || !object.charge || disputedCustomer.has(object.charge)) continue;
    const charge = await stripeClient().charges.retrieve(object.charge);
    disputedCustomer.set(object.charge, String(charge.customer));
  }
  return events
    .filter((event) => {
      const object = event.data.object as { object?: string; id?: string; customer?: string; charge?: string };
      if (object.object === 'customer') return wanted.has(object.id ?? '');
      if (object.object === 'dispute') return wanted.has(disputedCustomer.get(object.charge ?? '') ?? '');
      return wanted.has(object.customer ?? '');
    })
    .reverse();
}

export const eventsOfCustomer = (customerId: string) => eventsOfCustomers([customerId]);

/**
 * Gives a test user a Stripe customer on a test clock of its own, before the product makes
 * one: the product's checkout finds it by the user's uid (as it finds a customer whose record
 * write was lost), so the test moves this customer's time with `advanceTime` and no one
 * else's. The product's code never makes a clock. Answers the customer id.
 */
export async function customerOnOwnClock(user: { uid: string; email: string }): Promise<string> {
  return (await createCustomerOnTestClock(stripeClient(), { email: user.email, metadata: { uid: user.uid } })).id;
}

/**
 * Moves the test clock of `customer` (see customerOnOwnClock) `seconds` forward and waits until
 * its renewals, retries and expiries have run; answers its new time. The events they sent may
 * still be on their way to the webhook.
 */
export const advanceTime = (customer: string, seconds: number) =>
  advanceCustomerClock(stripeClient(), customer, seconds);

/** The time on the test clock of `customer` (unix seconds). */
export const timeOf = async (customer: string) => (await testClockOf(stripeClient(), customer)).frozen_time;

/**
 * Moves the customer's clock a minute past the next automatic attempt of their open invoice,
 * read from the invoice itself: how far that is depends on the length of the month the clock
 * stands in (after a 28-day month one retry has already run by day 32).
 */
export async function advancePastNextRetry(customer: string): Promise<void> {
  const open = await stripeClient().invoices.list({ customer, status: 'open' });
  const attempts = open.data.flatMap((invoice) => invoice.next_payment_attempt ?? []);
  if (attempts.length === 0) throw new Error(`Customer ${customer} has no open invoice awaiting a retry`);
  await advanceTime(customer, Math.min(...attempts) - (await timeOf(customer)) + 60);
}
