/**
 * A team's seats against the Stripe emulator, through the real `stripe` SDK: the team checkout,
 * seat changes and the team portal's limits. Every proration is computed here from Stripe's
 * rule, not read back: "Stripe calculates proration down to the second based on the starting
 * timestamp of the billing period and the timestamp of the proration's triggering event"
 * (https://docs.stripe.com/billing/scripts/prorations), as a credit for the unused time on the old
 * quantity and a debit for the remaining time on the new one, each to the cent
 * (https://docs.stripe.com/billing/subscriptions/prorations#how-prorations-work). Each customer
 * lives on a test clock of its own and carries no uid, so the product's webhook leaves it alone.
 */
import type Stripe from 'stripe';
import {
  advanceTime,
  changeQuantityInPortal,
  createCustomerOnTestClock,
  payCheckoutSession,
  stripeClient,
  timeOf,
} from '@cannabis-reports/test-support/src/stripe';
import { previewSeatChange, setSeatQuantity } from '../../src/services/billing/seat-quantity';
import { teamCheckoutSessionParams } from '../../src/services/billing/team-checkout-params';
import { teamPortalConfiguration } from '../../src/services/billing/team-portal-configuration';

const DAY = 86_400;
const MONTHLY = 'price_monthly_local';
const ANNUAL = 'price_annual_local';
const SEAT = 1999;

/** A team of `seats` that went through the team checkout; its customer is on a clock of its own. */
async function subscribedTeam(seats: number, trialDays: number | null = null) {
  const stripe = stripeClient();
  const teamId = `team-${Math.random().toString(36).slice(2)}`;
  const customer = await createCustomerOnTestClock(stripe, { email: `${teamId}@example.com` });
  const params = teamCheckoutSessionParams({
    uid: `owner-of-${teamId}`,
    customerId: customer.id,
    priceId: MONTHLY,
    trialDays,
    site: 'http://localhost:5000',
    plan: trialDays ? 'trial' : 'monthly',
    expiresAt: (await timeOf(customer.id)) + 3600,
    teamId,
    seats,
  });
  const session = await stripe.checkout.sessions.create(params);
  expect((await payCheckoutSession(String(session.url))).status).toBe(303);
  const [subscription] = (await stripe.subscriptions.list({ customer: customer.id })).data;
  return { stripe, teamId, customer: customer.id, subscription };
}

/** Stripe's proration pair for `from` → `to` seats at `at`, computed from the period alone. */
function prorations(subscription: Stripe.Subscription, from: number, to: number, at: number) {
  const { current_period_start: start, current_period_end: end } = subscription.items.data[0];
  const share = (end - at) / (end - start);
  return { credit: -Math.round(SEAT * from * share), debit: Math.round(SEAT * to * share) };
}

const prorationAmounts = (invoice: Stripe.Invoice) =>
  invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .map((line) => [line.amount, line.quantity]);

const latestInvoice = async (stripe: Stripe, customer: string) =>
  (await stripe.invoices.list({ customer, limit: 1 })).data[0];

describe('team checkout', () => {
  it('subscribes the seats as one item at the per-seat price, the team in the metadata', async () => {
    const { stripe, teamId, customer, subscription } = await subscribedTeam(3);
    expect(subscription.metadata).toMatchObject({ teamId });
    expect(subscription.items.data.map((item) => [item.price.id, item.quantity])).toEqual([[MONTHLY, 3]]);
    expect((await latestInvoice(stripe, customer)).amount_paid).toBe(3 * SEAT);
  });
});

describe('setSeatQuantity (decision 0148)', () => {
  it('3 → 5 mid-period: the preview and the invoice charged at once hold Stripe’s prorations', async () => {
    const { stripe, customer, subscription } = await subscribedTeam(3);
    const at = (await advanceTime(customer, 10 * DAY)) - 60;
    const { credit, debit } = prorations(subscription, 3, 5, at);

    const preview = await previewSeatChange(stripe, subscription.id, 5, at);
    expect(preview).toEqual({
      prorationBehavior: 'always_invoice',
      prorated: credit + debit,
      amountDue: credit + debit,
      currency: 'usd',
    });

    const change = await setSeatQuantity(stripe, subscription.id, 5, at);
    expect(change).toMatchObject({ previousSeats: 3, seats: 5, prorationBehavior: 'always_invoice' });
    const invoice = await stripe.invoices.retrieve(String(change.invoiceId));
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    expect(prorationAmounts(invoice)).toEqual([
      [credit, 3],
      [debit, 5],
    ]);
    expect(invoice.amount_paid).toBe(credit + debit);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0].quantity).toBe(5);
  });

  it('5 → 2: no invoice now, the unused seats credited on the next renewal', async () => {
    const { stripe, customer, subscription } = await subscribedTeam(5);
    const at = (await advanceTime(customer, 15 * DAY)) - 60;
    const { credit, debit } = prorations(subscription, 5, 2, at);

    const change = await setSeatQuantity(stripe, subscription.id, 2, at);
    expect(change).toMatchObject({ prorationBehavior: 'create_prorations', invoiceId: null });
    expect((await latestInvoice(stripe, customer)).billing_reason).toBe('subscription_create');

    await advanceTime(customer, 20 * DAY);
    const renewal = await latestInvoice(stripe, customer);
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(prorationAmounts(renewal)).toEqual([
      [credit, 5],
      [debit, 2],
    ]);
    expect(credit + debit).toBeLessThan(0);
    expect(renewal.amount_paid).toBe(2 * SEAT + credit + debit);
  });

  it('during a trial: the seats change with no proration line, and the first charge bills them', async () => {
    const { stripe, customer, subscription } = await subscribedTeam(3, 7);
    await advanceTime(customer, 2 * DAY);
    const change = await setSeatQuantity(stripe, subscription.id, 4);
    expect(change).toMatchObject({ prorationBehavior: 'none', invoiceId: null });
    const preview = await stripe.invoices.createPreview({ subscription: subscription.id });
    expect(prorationAmounts(preview)).toEqual([]);
    expect(preview.amount_due).toBe(4 * SEAT);
  });

  it('leaves an unchanged count alone', async () => {
    const { stripe, customer, subscription } = await subscribedTeam(2);
    const events = async () => (await stripe.events.list({ type: 'customer.subscription.updated', limit: 100 })).data;
    const before = (await events()).filter((event) => (event.data.object as Stripe.Subscription).customer === customer);
    expect(await setSeatQuantity(stripe, subscription.id, 2)).toMatchObject({
      prorationBehavior: 'none',
      invoiceId: null,
    });
    const after = (await events()).filter((event) => (event.data.object as Stripe.Subscription).customer === customer);
    expect(after).toHaveLength(before.length);
  });
});

describe("the team portal's seats (decision 0149)", () => {
  it('refuses fewer seats than members or more than the maximum, and invoices a change within', async () => {
    const { stripe, customer, subscription } = await subscribedTeam(3);
    await advanceTime(customer, 5 * DAY);
    const configuration = await teamPortalConfiguration(stripe, [MONTHLY, ANNUAL], 3);
    expect(await teamPortalConfiguration(stripe, [MONTHLY, ANNUAL], 3)).toBe(configuration);
    const { url } = await stripe.billingPortal.sessions.create({ customer, configuration });
    for (const seats of [2, 101]) {
      const refused = await changeQuantityInPortal(url, subscription.id, seats);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain('Choose a quantity between 3 and 100.');
    }
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0].quantity).toBe(3);
    expect((await changeQuantityInPortal(url, subscription.id, 6)).status).toBe(303);
    const invoice = await latestInvoice(stripe, customer);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(prorationAmounts(invoice).map(([, quantity]) => quantity)).toEqual([3, 6]);
  });
});
