/**
 * Renewals of a subscription whose payment is due, over three periods, as Stripe documents them
 * (https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses): past_due
 * "continues to create invoices", each charged and retried on its own; unpaid keeps generating
 * invoices "in draft state", which only the API finalizes, and only paying the most recent one
 * makes the subscription active again.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, GOOD_CARD, postControl, startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

/** A monthly subscription whose card declines from now on, under `settings`, moved past `periods` renewals. */
async function declinedFor(periods: number, settings: Record<string, unknown>) {
  const { customer, subscription } = await subscribe(harness, { uid: 'cycles' });
  assert.equal((await postControl(harness, 'settings', settings)).status, 200);
  assert.equal((await postControl(harness, 'set-card', { customer: customer.id })).status, 200);
  for (let period = 0; period < periods; period++) {
    const { current_period_end: end } = (await harness.stripe.subscriptions.retrieve(subscription.id)).items.data[0];
    await advance(harness, end - harness.emulator.emulator.clock.now() + 60);
  }
  return { customer, subscriptionId: subscription.id };
}

const invoicesOf = async (subscription: string): Promise<Stripe.Invoice[]> =>
  (await harness.stripe.invoices.list({ subscription, limit: 100 })).data;

const payOnHostedPage = (invoice: Stripe.Invoice) =>
  fetch(`${invoice.hosted_invoice_url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(GOOD_CARD).toString(),
    redirect: 'manual',
  });

describe('a past_due subscription left as it is', () => {
  it('"continues to create invoices": each period is invoiced, charged and retried, and it stays past_due', async () => {
    const { subscriptionId } = await declinedFor(3, { failed_payment_action: 'past_due', retry_schedule_days: [1] });
    const subscription = await harness.stripe.subscriptions.retrieve(subscriptionId);
    assert.equal(subscription.status, 'past_due');
    const [newest, ...older] = await invoicesOf(subscriptionId);
    assert.deepEqual(
      [newest, ...older].map((invoice) => [invoice.billing_reason, invoice.status]),
      [
        ['subscription_cycle', 'open'],
        ['subscription_cycle', 'open'],
        ['subscription_cycle', 'open'],
        ['subscription_create', 'paid'],
      ],
    );
    assert.equal(subscription.latest_invoice, newest.id);
    // The two older renewals had their one retry; the newest waits for its own.
    assert.deepEqual(
      older.slice(0, 2).map((invoice) => [invoice.attempt_count, invoice.next_payment_attempt, invoice.auto_advance]),
      [
        [2, null, false],
        [2, null, false],
      ],
    );
    assert.equal(newest.attempt_count, 1);
  });

  it('"To move the subscription to active, pay the most recent invoice": an older one is not enough', async () => {
    const { subscriptionId } = await declinedFor(2, { failed_payment_action: 'past_due', retry_schedule_days: [] });
    const [newest, older] = await invoicesOf(subscriptionId);
    assert.equal((await payOnHostedPage(older)).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscriptionId)).status, 'past_due');
    assert.equal((await payOnHostedPage(newest)).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscriptionId)).status, 'active');
  });
});

describe('an unpaid subscription', () => {
  it('"Invoices continue to be generated each billing cycle and remain in draft state", never charged', async () => {
    const { customer, subscriptionId } = await declinedFor(3, {
      failed_payment_action: 'unpaid',
      retry_schedule_days: [],
    });
    const subscription = await harness.stripe.subscriptions.retrieve(subscriptionId);
    assert.equal(subscription.status, 'unpaid');
    const [newest, middle, failed] = await invoicesOf(subscriptionId);
    assert.deepEqual(
      [newest, middle].map((draft) => [
        draft.status,
        draft.number,
        draft.hosted_invoice_url,
        draft.auto_advance,
        draft.attempt_count,
      ]),
      [
        ['draft', null, null, false, 0],
        ['draft', null, null, false, 0],
      ],
    );
    assert.equal(subscription.latest_invoice, newest.id);
    assert.equal(failed.status, 'open');
    // Two periods later the current period is the third after the failed renewal.
    assert.equal(subscription.items.data[0].current_period_start, newest.period_end);
    const charges = await harness.stripe.charges.list({ customer: customer.id });
    assert.equal(charges.data.filter((charge) => charge.status === 'failed').length, 1);
  });

  it('becomes active once its most recent invoice is finalized through the API and paid; an older one does not do it', async () => {
    const { subscriptionId } = await declinedFor(3, { failed_payment_action: 'unpaid', retry_schedule_days: [] });
    const [newest, , failed] = await invoicesOf(subscriptionId);
    assert.equal((await payOnHostedPage(failed)).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscriptionId)).status, 'unpaid');

    const finalized = await harness.stripe.invoices.finalizeInvoice(newest.id, { auto_advance: false });
    assert.equal(finalized.status, 'open');
    assert.match(String(finalized.number), /^[0-9A-F]{8}-\d{4}$/);
    assert.equal(finalized.next_payment_attempt, null);
    await assert.rejects(harness.stripe.invoices.finalizeInvoice(newest.id), /already finalized/);
    // auto_advance false: nothing charges it, however long it waits.
    await advance(harness, 2 * DAY);
    assert.equal((await harness.stripe.invoices.retrieve(newest.id)).attempt_count, 0);

    assert.equal((await payOnHostedPage(finalized)).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscriptionId)).status, 'active');
  });
});
