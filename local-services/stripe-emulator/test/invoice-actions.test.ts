import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, GOOD_CARD, postControl, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';
import { isHardDecline } from '../src/test-cards';

let harness: Harness;

function check(object: object, file: string, name: string): void {
  assert.deepEqual(keyProblems(object, declaredKeys(file, name)), [], `${name} (${file})`);
}

before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const control = (path: string, body: unknown) => postControl(harness, path, body);

async function eventTypes(since: number): Promise<string[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.received.slice(since).map((delivery) => delivery.event.type);
}

/** A subscription whose card on file is `card` at the moment its first renewal is charged. */
async function renewWith(card: string) {
  const { customer, subscription } = await subscribe(harness, { uid: 'renewal' });
  assert.equal((await control('set-card', { customer: customer.id, card })).status, 200);
  await harness.emulator.deliveriesSettled();
  const seen = harness.webhooks.received.length;
  const renewal = subscription.items.data[0].current_period_end;
  await advance(harness, renewal - harness.emulator.emulator.clock.now() + 60);
  const renewed = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
  return { customer, subscription: renewed, invoice: renewed.latest_invoice as Stripe.Invoice, seen, renewal };
}

const page = (invoice: Stripe.Invoice, step = '', init: RequestInit = {}) =>
  fetch(`${harness.baseUrl}/invoice/${invoice.id}${step}`, { redirect: 'manual', ...init });

const post = (invoice: Stripe.Invoice, step: string, fields: Record<string, string>) =>
  page(invoice, step, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const latestIntent = (invoice: Stripe.Invoice) => {
  const id = harness.emulator.state.invoicePayments.get(invoice.id)!.at(-1)!;
  return harness.emulator.state.paymentIntent(id);
};

describe('renewals that need 3D Secure', () => {
  it('leaves the invoice open with its intent requires_action and sends invoice.payment_action_required', async () => {
    const { subscription, invoice, seen } = await renewWith('4000 0027 6000 3184');
    assert.equal(subscription.status, 'past_due');
    assert.equal(invoice.status, 'open');
    const types = await eventTypes(seen);
    assert.deepEqual(types.slice(0, 3), [
      'invoice.payment_failed',
      'invoice.payment_action_required',
      'customer.subscription.updated',
    ]);
    const intent = latestIntent(invoice);
    assert.equal(intent.status, 'requires_action');
    assert.equal(intent.last_payment_error!.code, 'authentication_required');
    assert.equal(intent.latest_charge, null);
    const action = harness.webhooks.received.find((d) => d.event.type === 'invoice.payment_action_required')!;
    check(action.event.data.object, 'Invoices.d.ts', 'Invoice');
    const [listed] = (await harness.stripe.paymentIntents.list({ customer: invoice.customer as string, limit: 1 }))
      .data;
    assert.equal(listed.id, intent.id);
    const retrieved: Stripe.PaymentIntent = await harness.stripe.paymentIntents.retrieve(intent.id);
    assert.equal(retrieved.status, 'requires_action');
    check(retrieved, 'PaymentIntents.d.ts', 'PaymentIntent');
    const shown = await (await page(invoice)).text();
    assert.match(shown, /Confirm your payment/);
  });

  it('confirming on the hosted invoice page pays the invoice and makes the subscription active', async () => {
    const { subscription, invoice, seen } = await renewWith('4000 0027 6000 3184');
    assert.equal((await page(invoice, '/authenticate')).status, 200);
    const done = await post(invoice, '/authenticate', { result: 'complete' });
    assert.equal(done.status, 303);
    assert.equal((await harness.stripe.invoices.retrieve(invoice.id)).status, 'paid');
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');
    assert.equal(latestIntent(invoice).status, 'succeeded');
    assert.deepEqual((await eventTypes(seen)).slice(-2), ['invoice.paid', 'customer.subscription.updated']);
    assert.equal((await page(invoice, '/authenticate')).status, 400);
  });

  it('failing the authentication leaves the invoice open and the subscription past_due', async () => {
    const { subscription, invoice } = await renewWith('4000 0027 6000 3184');
    const failed = await post(invoice, '/authenticate', { result: 'fail' });
    assert.equal(failed.status, 402);
    assert.match(await failed.text(), /unable to authenticate/);
    assert.equal((await harness.stripe.invoices.retrieve(invoice.id)).status, 'open');
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'past_due');
  });

  it('never confirmed: the one intent stays requires_action, each retry counts, then the final action', async () => {
    const { customer, subscription } = await subscribe(harness, { uid: 'abandoned' });
    const settings = { customer: customer.id, failed_payment_action: 'unpaid', retry_schedule_days: [3, 5] };
    assert.equal((await control('settings', settings)).status, 200);
    assert.equal((await control('set-card', { customer: customer.id, card: '4000 0027 6000 3184' })).status, 200);
    await harness.emulator.deliveriesSettled();
    const seen = harness.webhooks.received.length;
    const renewal = subscription.items.data[0].current_period_end;
    await advance(harness, renewal - harness.emulator.emulator.clock.now() + 60);
    const invoiceId = (await harness.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
    const first = latestIntent(await harness.stripe.invoices.retrieve(invoiceId));
    assert.equal(first.status, 'requires_action');

    await advance(harness, 3 * DAY);
    const retried = await harness.stripe.invoices.retrieve(invoiceId);
    assert.equal(retried.attempt_count, 2);
    assert.equal(retried.next_payment_attempt, renewal + 8 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'past_due');
    await advance(harness, 5 * DAY);

    const last = await harness.stripe.invoices.retrieve(invoiceId);
    assert.deepEqual([last.status, last.attempt_count, last.next_payment_attempt], ['open', 3, null]);
    assert.deepEqual(harness.emulator.state.invoicePayments.get(invoiceId), [first.id]);
    assert.equal(harness.emulator.state.paymentIntent(first.id).status, 'requires_action');
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'unpaid');
    const types = await eventTypes(seen);
    assert.equal(types.filter((type) => type === 'invoice.payment_action_required').length, 3);
    assert.equal(types.filter((type) => type === 'invoice.payment_failed').length, 3);
    // Confirming afterwards still pays the invoice and restores the subscription.
    assert.equal((await post(last, '/authenticate', { result: 'complete' })).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');
  });

  it('charges a card authenticated when it was saved (4000 0025 0000 3155) off session without asking', async () => {
    const { subscription } = await renewWith('4000 0025 0000 3155');
    assert.equal(subscription.status, 'active');
  });
});

describe('paying an open invoice on its hosted page', () => {
  it('restores an unpaid subscription, and the card that paid pays from now on', async () => {
    await control('settings', { failed_payment_action: 'unpaid', retry_schedule_days: [] });
    const { customer, subscription, invoice } = await renewWith('4000 0000 0000 0341');
    assert.equal(subscription.status, 'unpaid');
    assert.match(await (await page(invoice)).text(), /Pay this invoice/);
    const declined = await post(invoice, '/pay', { ...GOOD_CARD, card_number: '4000 0000 0000 9995' });
    assert.equal(declined.status, 402);
    assert.equal((await post(invoice, '/pay', GOOD_CARD)).status, 303);
    const paid = await harness.stripe.invoices.retrieve(invoice.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amount_remaining, 0);
    const restored = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(restored.status, 'active');
    const method = await harness.stripe.paymentMethods.retrieve(restored.default_payment_method as string);
    assert.equal(method.card!.last4, '4242');
    assert.equal(method.customer, customer.id);
    assert.equal((await post(invoice, '/pay', GOOD_CARD)).status, 400);
  });

  it('asks for 3D Secure when the card given needs it', async () => {
    await control('settings', { failed_payment_action: 'unpaid', retry_schedule_days: [] });
    const { subscription, invoice } = await renewWith('4000 0000 0000 0341');
    const started = await post(invoice, '/pay', { ...GOOD_CARD, card_number: '4000 0027 6000 3184' });
    assert.equal(started.status, 303);
    assert.match(started.headers.get('location')!, /\/authenticate$/);
    assert.equal((await post(invoice, '/authenticate', { result: 'complete' })).status, 303);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');
  });
});

describe('hard declines', () => {
  // Stripe "doesn't retry payments for failures where the issuer provided a non-retryable decline
  // code", yet the subscription's final action waits for the end of the retry schedule, and
  // "when you update payment methods after a failed payment attempt" the retries use the new one
  // (https://docs.stripe.com/billing/revenue-recovery/smart-retries).
  it('keep the retry schedule: the same card is never charged again, the final action waits for its end', async () => {
    const { customer, subscription, invoice, renewal } = await renewWith('4000 0000 0000 9979');
    assert.equal(subscription.status, 'past_due');
    assert.deepEqual([invoice.attempt_count, invoice.next_payment_attempt], [1, renewal + 3 * DAY]);
    const charges = async () => (await harness.stripe.charges.list({ customer: customer.id })).data.length;
    const before = await charges();
    const seen = harness.webhooks.received.length;
    await advance(harness, 9 * DAY);
    const waiting = await harness.stripe.invoices.retrieve(invoice.id);
    assert.deepEqual([waiting.attempt_count, waiting.next_payment_attempt], [1, renewal + 15 * DAY]);
    assert.equal(await charges(), before);
    assert.deepEqual(await eventTypes(seen), []);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'past_due');

    await advance(harness, 7 * DAY);
    const ended = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.deepEqual([ended.status, ended.cancellation_details!.reason], ['canceled', 'payment_failed']);
    assert.equal(await charges(), before);
  });

  it('charge a new card at the next scheduled retry, and the subscription is active again', async () => {
    const { customer, subscription, invoice, renewal } = await renewWith('4000 0000 0000 9987');
    await advance(harness, 4 * DAY);
    assert.equal((await control('set-card', { customer: customer.id, card: GOOD_CARD.card_number })).status, 200);
    await advance(harness, 5 * DAY);
    const paid = await harness.stripe.invoices.retrieve(invoice.id);
    assert.deepEqual([paid.status, paid.attempt_count], ['paid', 2]);
    assert.equal(paid.status_transitions.paid_at, renewal + 8 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'active');
  });

  it('leave a soft decline on the retry schedule', async () => {
    const { invoice, renewal } = await renewWith('4000 0000 0000 9995');
    assert.equal(invoice.next_payment_attempt, renewal + 3 * DAY);
  });

  it('are the lost and stolen cards and the fraud block, with the advice not to try again', async () => {
    for (const card of ['4000 0000 0000 9987', '4000 0000 0000 9979', '4100 0000 0000 0019']) {
      await harness.reset();
      const { invoice, renewal } = await renewWith(card);
      assert.equal(invoice.next_payment_attempt, renewal + 3 * DAY, card);
      const charge = await harness.stripe.charges.retrieve(latestIntent(invoice).latest_charge as string);
      if (card.startsWith('4100')) {
        assert.equal(charge.failure_code, 'card_declined');
        assert.deepEqual([charge.outcome!.type, charge.outcome!.reason], ['blocked', 'highest_risk_level']);
      } else assert.equal(charge.outcome!.advice_code, 'do_not_try_again', card);
    }
  });

  it('leave generic, velocity and funds declines soft, with the advice to try again later', async () => {
    for (const card of ['4000 0000 0000 0341', '4000 0000 0000 6975', '4000 0000 0000 9995']) {
      await harness.reset();
      const { invoice, renewal } = await renewWith(card);
      assert.equal(invoice.next_payment_attempt, renewal + 3 * DAY, card);
      const charge = await harness.stripe.charges.retrieve(latestIntent(invoice).latest_charge as string);
      assert.equal(charge.outcome!.advice_code, 'try_again_later', card);
    }
  });
});

describe('the decline codes never retried', () => {
  const decline = (decline_code: string) => ({
    code: 'card_declined',
    decline_code,
    message: 'Your card was declined.',
  });

  it("are Stripe's: pickup_card and revoked authorizations hard; do_not_honor and restricted_card soft", () => {
    for (const code of ['pickup_card', 'incorrect_number', 'revocation_of_authorization', 'transaction_not_allowed']) {
      assert.equal(isHardDecline(decline(code)), true, code);
    }
    for (const code of ['do_not_honor', 'generic_decline', 'restricted_card', 'security_violation', 'fraudulent']) {
      assert.equal(isHardDecline(decline(code)), false, code);
    }
    assert.equal(isHardDecline({ ...decline('fraudulent'), blockedAsFraud: true }), true);
  });
});

describe('invoice PDFs', () => {
  it('serves a valid PDF at invoice_pdf with the billing name and address from the portal', async () => {
    const { customer, session } = await subscribe(harness, { uid: 'pdf' });
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    const details = await fetch(`${harness.baseUrl}/portal/${portal.id}/billing-details`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Acme Dispensary LLC',
        address_line1: '1 Main St',
        address_city: 'Denver',
        address_state: 'CO',
        address_postal_code: '80202',
        address_country: 'US',
      }).toString(),
      redirect: 'manual',
    });
    assert.equal(details.status, 303);
    const invoice = await harness.stripe.invoices.retrieve(session.invoice as string);
    assert.equal(invoice.invoice_pdf, `${harness.baseUrl}/invoice/${invoice.id}/pdf`);
    const response = await fetch(invoice.invoice_pdf!);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('latin1');
    assert.ok(text.startsWith('%PDF-1.4\n'));
    assert.ok(text.endsWith('%%EOF\n'));
    for (const expected of ['Acme Dispensary LLC', '1 Main St', 'Denver CO 80202', 'US', String(invoice.number)]) {
      assert.ok(text.includes(`(${expected})`) || text.includes(expected), `PDF shows ${expected}`);
    }
    // The cross-reference table points at each object.
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    assert.ok(text.slice(startxref).startsWith('xref\n'));
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => assert.ok(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)));
    assert.equal((await fetch(`${harness.baseUrl}/invoice/in_missing/pdf`)).status, 404);
  });
});
