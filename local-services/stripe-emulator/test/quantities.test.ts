/**
 * Quantities and their prorations, through the real `stripe` SDK. Every amount is computed here
 * from Stripe's rule, not read back from the emulator: "Stripe calculates proration down to the
 * second based on the starting timestamp of the billing period and the timestamp of the
 * proration's triggering event" (https://docs.stripe.com/billing/scripts/prorations), a credit
 * for the unused time on the old quantity and a debit for the remaining time on the new one
 * (https://docs.stripe.com/billing/subscriptions/prorations#how-prorations-work).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { changeQuantityInPortal } from '../src/control-client';
import {
  advance,
  DAY,
  GOOD_CARD,
  openSession,
  payCheckout,
  postControl,
  postForm,
  startHarness,
  type Harness,
} from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const UNIT = 1999;

async function subscribeSeats(quantity: number) {
  const { customer, session } = await openSession(harness, {
    params: { line_items: [{ price: 'price_monthly_local', quantity }] },
  });
  assert.equal((await payCheckout(harness, session.id)).status, 303);
  const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return { customer, subscription: done.subscription as Stripe.Subscription };
}

/** The proration pair of a change from `from` to `to` seats at `at`, by Stripe's per-second rule. */
function expectedProrations(item: Stripe.SubscriptionItem, from: number, to: number, at: number) {
  const share = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
  return { credit: -Math.round(UNIT * from * share), debit: Math.round(UNIT * to * share) };
}

const setQuantity = (
  subscription: Stripe.Subscription,
  quantity: number,
  extra: Omit<Stripe.SubscriptionUpdateParams, 'items'> = {},
) =>
  harness.stripe.subscriptions.update(subscription.id, {
    items: [{ id: subscription.items.data[0].id, quantity }],
    ...extra,
  });

const prorationLines = (invoice: Stripe.Invoice) =>
  invoice.lines.data.filter((line) => line.parent?.subscription_item_details?.proration);

describe('quantities', () => {
  it('charges unit amount × quantity at checkout and at each renewal', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    assert.equal(subscription.items.data[0].quantity, 3);
    const first = await harness.stripe.invoices.retrieve(subscription.latest_invoice as string);
    assert.equal(first.amount_paid, 3 * UNIT);
    assert.equal(first.lines.data[0].quantity, 3);
    await advance(harness, 32 * DAY);
    const [renewal] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.equal(renewal.billing_reason, 'subscription_cycle');
    assert.equal(renewal.amount_paid, 3 * UNIT);
  });

  it('3 → 5 with create_prorations: pending prorations shown by the preview, billed with the next renewal', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    await advance(harness, 10 * DAY);
    const item = subscription.items.data[0];
    const at = item.current_period_start + 10 * DAY;
    const { credit, debit } = expectedProrations(item, 3, 5, at);
    await harness.emulator.deliveriesSettled();
    harness.webhooks.clear();
    const updated = await setQuantity(subscription, 5, { proration_date: at });
    assert.equal(updated.items.data[0].quantity, 5);
    assert.equal(updated.latest_invoice, subscription.latest_invoice, 'no invoice now');

    const preview = await harness.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
    });
    assert.deepEqual(keyProblems(preview, declaredKeys('Invoices.d.ts', 'Invoice')), []);
    assert.deepEqual(
      prorationLines(preview).map((line) => [line.amount, line.quantity]),
      [
        [credit, 3],
        [debit, 5],
      ],
    );
    assert.match(prorationLines(preview)[0].description ?? '', /^Unused time on 3 × Cannabis Market Reports after /);
    assert.match(prorationLines(preview)[1].description ?? '', /^Remaining time on 5 × Cannabis Market Reports after /);
    assert.equal(preview.total, 5 * UNIT + credit + debit);

    await harness.emulator.deliveriesSettled();
    const [event] = harness.webhooks.received.map(({ event }) => event);
    assert.equal(event.type, 'customer.subscription.updated');
    const previous = event.data.previous_attributes as { items: { data: Array<{ quantity: number }> } };
    assert.equal(previous.items.data[0].quantity, 3);
    assert.deepEqual(harness.webhooks.types(), ['customer.subscription.updated']);

    await advance(harness, 25 * DAY);
    const [renewal] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.equal(renewal.billing_reason, 'subscription_cycle');
    assert.deepEqual(
      prorationLines(renewal).map((line) => line.amount),
      [credit, debit],
    );
    assert.ok(prorationLines(renewal).every((line) => line.parent?.subscription_item_details?.invoice_item));
    assert.equal(renewal.amount_paid, 5 * UNIT + credit + debit);
    const later = await harness.stripe.invoices.createPreview({ subscription: subscription.id });
    assert.deepEqual(prorationLines(later), [], 'the pending items were billed once');
  });

  it('3 → 5 with always_invoice: the prorations invoiced and charged at once', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    await advance(harness, 12 * DAY);
    const item = subscription.items.data[0];
    const at = item.current_period_start + 12 * DAY;
    const { credit, debit } = expectedProrations(item, 3, 5, at);
    const preview = await harness.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, quantity: 5 }],
        proration_behavior: 'always_invoice',
        proration_date: at,
      },
    });
    assert.equal(preview.total, credit + debit);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).items.data[0].quantity, 3);
    await harness.emulator.deliveriesSettled();
    harness.webhooks.clear();

    const updated = await setQuantity(subscription, 5, { proration_behavior: 'always_invoice', proration_date: at });
    const invoice = await harness.stripe.invoices.retrieve(updated.latest_invoice as string);
    assert.deepEqual(keyProblems(invoice, declaredKeys('Invoices.d.ts', 'Invoice')), []);
    assert.equal(invoice.billing_reason, 'subscription_update');
    assert.equal(invoice.status, 'paid');
    assert.deepEqual(
      invoice.lines.data.map((line) => line.amount),
      [credit, debit],
    );
    assert.equal(invoice.amount_paid, credit + debit);
    await harness.emulator.deliveriesSettled();
    assert.deepEqual(harness.webhooks.types(), ['customer.subscription.updated', 'invoice.paid']);

    await advance(harness, 25 * DAY);
    const [renewal] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.equal(renewal.amount_paid, 5 * UNIT, 'nothing left pending');
  });

  it('5 → 2 credits the unused seats: on the next invoice, or at once to the balance', async () => {
    const pending = await subscribeSeats(5);
    const immediate = await subscribeSeats(5);
    await advance(harness, 15 * DAY);
    const at = pending.subscription.items.data[0].current_period_start + 15 * DAY;
    const expected = expectedProrations(pending.subscription.items.data[0], 5, 2, at);
    await setQuantity(pending.subscription, 2, { proration_date: at });
    const preview = await harness.stripe.invoices.createPreview({ subscription: pending.subscription.id });
    assert.equal(preview.total, 2 * UNIT + expected.credit + expected.debit);
    assert.ok(expected.credit + expected.debit < 0);

    const at2 = immediate.subscription.items.data[0].current_period_start + 15 * DAY;
    const expected2 = expectedProrations(immediate.subscription.items.data[0], 5, 2, at2);
    const updated = await setQuantity(immediate.subscription, 2, {
      proration_behavior: 'always_invoice',
      proration_date: at2,
    });
    const invoice = await harness.stripe.invoices.retrieve(updated.latest_invoice as string);
    assert.equal(invoice.total, expected2.credit + expected2.debit);
    assert.equal(invoice.amount_due, 0);
    assert.equal(invoice.ending_balance, expected2.credit + expected2.debit);
    const customer = await harness.stripe.customers.retrieve(immediate.customer.id);
    assert.equal((customer as Stripe.Customer).balance, expected2.credit + expected2.debit);
  });

  it('none changes the quantity alone; the next period bills the new one', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    await advance(harness, 5 * DAY);
    const updated = await setQuantity(subscription, 5, { proration_behavior: 'none' });
    assert.equal(updated.latest_invoice, subscription.latest_invoice);
    const preview = await harness.stripe.invoices.createPreview({ subscription: subscription.id });
    assert.deepEqual(prorationLines(preview), []);
    assert.equal(preview.total, 5 * UNIT);
    await advance(harness, 30 * DAY);
    const [renewal] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.deepEqual(
      renewal.lines.data.map((line) => [line.amount, line.quantity]),
      [[5 * UNIT, 5]],
    );
  });

  it('refuses a proration_date outside the current period, or an item that is not the subscription’s', async () => {
    const { subscription } = await subscribeSeats(3);
    const start = subscription.items.data[0].current_period_start;
    await assert.rejects(setQuantity(subscription, 4, { proration_date: start - 1 }), { param: 'proration_date' });
    await assert.rejects(
      harness.stripe.invoices.createPreview({
        subscription: subscription.id,
        subscription_details: {
          items: [{ id: subscription.items.data[0].id, quantity: 4 }],
          proration_date: start - 1,
        },
      }),
      { param: 'proration_date' },
    );
    await assert.rejects(
      harness.stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_other', quantity: 4 }] }),
      { param: 'items[0][id]' },
    );
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).items.data[0].quantity, 3);
  });
});

describe('subscriptions.create with a quantity', () => {
  /** A customer whose default card is `card` (set-card, as the portal would save it). */
  async function customerWithCard(card?: string) {
    const customer = await harness.stripe.customers.create({ email: 'team@example.com' });
    assert.equal((await postControl(harness, 'set-card', { customer: customer.id, card })).status, 200);
    return customer;
  }

  it('charges unit amount × quantity at once to the default card', async () => {
    const customer = await customerWithCard('4242 4242 4242 4242');
    await harness.emulator.deliveriesSettled();
    harness.webhooks.clear();
    const subscription = await harness.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_monthly_local', quantity: 4 }],
      metadata: { teamId: 'team-1' },
    });
    assert.deepEqual(keyProblems(subscription, declaredKeys('Subscriptions.d.ts', 'Subscription')), []);
    assert.equal(subscription.status, 'active');
    assert.equal(subscription.items.data[0].quantity, 4);
    const invoice = await harness.stripe.invoices.retrieve(subscription.latest_invoice as string);
    assert.equal(invoice.billing_reason, 'subscription_create');
    assert.equal(invoice.amount_paid, 4 * UNIT);
    await harness.emulator.deliveriesSettled();
    assert.deepEqual(harness.webhooks.types(), ['customer.subscription.created', 'invoice.paid']);
  });

  it('leaves it incomplete when the first payment fails, with no retry, until the invoice is paid', async () => {
    const customer = await customerWithCard();
    const subscription = await harness.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_monthly_local', quantity: 2 }],
    });
    assert.equal(subscription.status, 'incomplete');
    const invoice = await harness.stripe.invoices.retrieve(subscription.latest_invoice as string);
    assert.equal(invoice.status, 'open');
    assert.equal(invoice.next_payment_attempt, null);
    assert.equal((await postForm(harness, `${invoice.hosted_invoice_url}/pay`, GOOD_CARD)).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');
    assert.equal((await harness.stripe.invoices.retrieve(invoice.id)).amount_paid, 2 * UNIT);
  });

  it('starts a trial at no charge, and refuses a customer with no card', async () => {
    const customer = await customerWithCard('4242 4242 4242 4242');
    const trial = await harness.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_monthly_local', quantity: 3 }],
      trial_period_days: 7,
    });
    assert.equal(trial.status, 'trialing');
    assert.equal((await harness.stripe.invoices.retrieve(trial.latest_invoice as string)).amount_paid, 0);
    const bare = await harness.stripe.customers.create({ email: 'nobody@example.com' });
    await assert.rejects(
      harness.stripe.subscriptions.create({ customer: bare.id, items: [{ price: 'price_monthly_local' }] }),
      /no attached payment source or default payment method/,
    );
  });
});

describe("the portal's adjustable quantity", () => {
  async function portal(customer: string, adjustable: boolean, prorationBehavior: 'always_invoice' | 'none') {
    const configuration = await harness.stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: adjustable ? ['price', 'quantity'] : ['price'],
          proration_behavior: prorationBehavior,
          products: [
            {
              product: 'prod_monthly_local',
              prices: ['price_monthly_local', 'price_annual_local'],
              adjustable_quantity: { enabled: true, minimum: 2, maximum: 10 },
            },
          ],
        },
      },
    });
    const features = configuration.features.subscription_update;
    assert.deepEqual(features.products?.[0].adjustable_quantity, { enabled: true, minimum: 2, maximum: 10 });
    return (await harness.stripe.billingPortal.sessions.create({ customer, configuration: configuration.id })).url;
  }

  it('changes the quantity within the limits and refuses one outside them', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    await advance(harness, 10 * DAY);
    const url = await portal(customer.id, true, 'always_invoice');
    assert.match(
      await (await fetch(url)).text(),
      /<input id="quantity-sub_[^"]+" name="quantity" type="number"[^>]* min="2" max="10" value="3"/,
    );
    for (const refused of [1, 11]) {
      const answer = await changeQuantityInPortal(url, subscription.id, refused);
      assert.equal(answer.status, 400);
      assert.match(answer.body, /Choose a quantity between 2 and 10\./);
      assert.match(answer.body, /name="quantity"[^>]*aria-invalid="true" aria-describedby="quantity-sub_[^"]+-error"/);
      assert.doesNotMatch(answer.body, /id="card-number"[^>]*aria-invalid/);
    }
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).items.data[0].quantity, 3);
    assert.equal((await changeQuantityInPortal(url, subscription.id, 4)).status, 303);
    const updated = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(updated.items.data[0].quantity, 4);
    const invoice = await harness.stripe.invoices.retrieve(updated.latest_invoice as string);
    assert.equal(invoice.billing_reason, 'subscription_update');
    assert.equal(prorationLines(invoice).length, 2);
  });

  it('offers no quantity where the configuration does not allow quantity updates', async () => {
    const { customer, subscription } = await subscribeSeats(3);
    const url = await portal(customer.id, false, 'none');
    assert.doesNotMatch(await (await fetch(url)).text(), /Update quantity/);
    const answer = await changeQuantityInPortal(url, subscription.id, 4);
    assert.equal(answer.status, 400);
    assert.match(answer.body, /cannot be changed/);
  });

  it('refuses limits whose maximum is below the minimum, as Stripe does', async () => {
    await assert.rejects(
      harness.stripe.billingPortal.configurations.create({
        features: {
          subscription_update: {
            enabled: true,
            default_allowed_updates: ['quantity'],
            products: [
              {
                product: 'prod_monthly_local',
                prices: ['price_monthly_local'],
                adjustable_quantity: { enabled: true, minimum: 5, maximum: 3 },
              },
            ],
          },
        },
      }),
      { param: 'features[subscription_update][products][0][adjustable_quantity][maximum]' },
    );
  });
});
