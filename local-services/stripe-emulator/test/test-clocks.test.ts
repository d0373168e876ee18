import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { addMonths } from '../src/clock';
import { advanceTestClock } from '../src/test-clocks';
import { advanceCustomerClock, advanceTestClockTo, createCustomerOnTestClock } from '../src/control-client';
import { advance, DAY, GOOD_CARD, payCheckout, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const YEAR_2030 = 1_893_456_000;

async function eventsOf(customer: string): Promise<string[]> {
  await harness.emulator.deliveriesSettled();
  return harness.webhooks.received
    .map(({ event }) => event)
    .filter((event) => (event.data.object as { customer?: string }).customer === customer)
    .map((event) => event.type);
}

/** A customer on a new clock at `frozenTime`, subscribed through checkout (with a trial, if given). */
async function subscribedOnClock(frozenTime: number, trialDays?: number) {
  const clock = await harness.stripe.testHelpers.testClocks.create({ frozen_time: frozenTime });
  const customer = await harness.stripe.customers.create({ email: 'clocked@example.com', test_clock: clock.id });
  const session = await harness.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: 'price_monthly_local', quantity: 1 }],
    success_url: 'http://localhost:5000/billing/success',
    ...(trialDays ? { subscription_data: { trial_period_days: trialDays } } : {}),
  });
  assert.equal((await payCheckout(harness, session.id)).status, 303);
  const [subscription] = (await harness.stripe.subscriptions.list({ customer: customer.id })).data;
  return { clock, customer, session, subscription };
}

describe('test clocks (/v1/test_helpers/test_clocks)', () => {
  it('creates, retrieves, lists and deletes a clock with the shape the SDK declares', async () => {
    const clock = await harness.stripe.testHelpers.testClocks.create({ frozen_time: YEAR_2030, name: 'renewals' });
    assert.match(clock.id, /^clock_/);
    assert.equal(clock.object, 'test_helpers.test_clock');
    assert.equal(clock.frozen_time, YEAR_2030);
    assert.equal(clock.name, 'renewals');
    assert.equal(clock.status, 'ready');
    assert.equal(clock.deletes_after, clock.created + 30 * DAY);
    assert.deepEqual(keyProblems(clock, declaredKeys('TestHelpers/TestClocks.d.ts', 'TestClock')), []);
    assert.deepEqual(await harness.stripe.testHelpers.testClocks.retrieve(clock.id), clock);
    const listed = await harness.stripe.testHelpers.testClocks.list();
    assert.deepEqual(
      listed.data.map(({ id }) => id),
      [clock.id],
    );

    const deleted = await harness.stripe.testHelpers.testClocks.del(clock.id);
    assert.deepEqual(deleted, { id: clock.id, object: 'test_helpers.test_clock', deleted: true });
    await assert.rejects(harness.stripe.testHelpers.testClocks.retrieve(clock.id), { code: 'resource_missing' });
    await harness.emulator.deliveriesSettled();
    assert.deepEqual(harness.webhooks.types(), ['test_helpers.test_clock.created', 'test_helpers.test_clock.deleted']);
  });

  it('puts a customer and everything of theirs on the clock, at its frozen time', async () => {
    const { clock, customer, session, subscription } = await subscribedOnClock(YEAR_2030, 7);
    assert.equal(customer.test_clock, clock.id);
    assert.equal(customer.created, YEAR_2030);
    assert.equal(session.created, YEAR_2030);
    assert.equal(subscription.test_clock, clock.id);
    assert.equal(subscription.trial_end, YEAR_2030 + 7 * DAY);
    const [invoice] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.equal(invoice.test_clock, clock.id);
    assert.equal(invoice.created, YEAR_2030);
    const expanded = await harness.stripe.customers.retrieve(customer.id, { expand: ['test_clock'] });
    assert.equal(((expanded as Stripe.Customer).test_clock as Stripe.TestHelpers.TestClock).frozen_time, YEAR_2030);
  });

  it('advances in the background: advancing at once, then the due work, then ready', async () => {
    const { clock, customer, subscription } = await subscribedOnClock(YEAR_2030, 7);
    await harness.emulator.deliveriesSettled();
    harness.webhooks.clear();
    const target = YEAR_2030 + 8 * DAY;
    const advancing = await harness.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: target });
    assert.equal(advancing.status, 'advancing');
    assert.deepEqual(advancing.status_details, { advancing: { target_frozen_time: target } });
    assert.equal(advancing.frozen_time, YEAR_2030);

    const ready = await advanceTestClockTo(harness.stripe, clock.id, target + DAY);
    assert.equal(ready.frozen_time, target + DAY);
    assert.deepEqual(ready.status_details, {});
    const renewed = await harness.stripe.subscriptions.retrieve(subscription.id);
    assert.equal(renewed.status, 'active');
    assert.equal(renewed.items.data[0].current_period_end, addMonths(YEAR_2030 + 7 * DAY, 1));
    assert.deepEqual(await eventsOf(customer.id), [
      'customer.subscription.trial_will_end',
      'customer.subscription.updated',
      'invoice.paid',
    ]);
    const clockEvents = harness.webhooks.received
      .map(({ event }) => event)
      .filter((event) => event.type.startsWith('test_helpers.'));
    assert.deepEqual(
      clockEvents.map((event) => [event.type, (event.data.object as Stripe.TestHelpers.TestClock).status]),
      [
        ['test_helpers.test_clock.advancing', 'advancing'],
        ['test_helpers.test_clock.ready', 'ready'],
        ['test_helpers.test_clock.advancing', 'advancing'],
        ['test_helpers.test_clock.ready', 'ready'],
      ],
    );
    // The trial's end is stamped with the clock's time, not the account's.
    const [cycle] = (await harness.stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    assert.equal(cycle.created, YEAR_2030 + 7 * DAY);
  });

  it('moves only its own customers: two clocks advanced at once, and the account clock, keep apart', async () => {
    const now = Math.floor(Date.now() / 1000);
    const onAccount = await subscribe(harness);
    const [first, second] = await Promise.all([subscribedOnClock(now), subscribedOnClock(now, 14)]);

    await Promise.all([
      advanceCustomerClock(harness.stripe, first.customer.id, 32 * DAY),
      advanceCustomerClock(harness.stripe, second.customer.id, 3 * DAY),
    ]);
    const renewed = await harness.stripe.subscriptions.retrieve(first.subscription.id);
    assert.equal(renewed.items.data[0].current_period_start, first.subscription.items.data[0].current_period_end);
    const trialing = await harness.stripe.subscriptions.retrieve(second.subscription.id);
    assert.equal(trialing.status, 'trialing');
    assert.equal(trialing.items.data[0].current_period_end, second.subscription.items.data[0].current_period_end);
    const untouched = await harness.stripe.subscriptions.retrieve(onAccount.subscription.id);
    assert.deepEqual(untouched.items.data[0], onAccount.subscription.items.data[0]);
    assert.deepEqual(await eventsOf(second.customer.id), [
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    // And the account's clock moves no test clock's customer.
    await advance(harness, 40 * DAY);
    assert.equal((await harness.stripe.subscriptions.retrieve(second.subscription.id)).status, 'trialing');
    assert.notDeepEqual(
      (await harness.stripe.subscriptions.retrieve(onAccount.subscription.id)).items.data[0].current_period_end,
      onAccount.subscription.items.data[0].current_period_end,
    );
  });

  it("expires a clocked customer's checkout session on that clock only", async () => {
    const customer = await createCustomerOnTestClock(harness.stripe, { email: 'expiring@example.com' });
    const session = await harness.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_monthly_local', quantity: 1 }],
      success_url: 'http://localhost:5000/billing/success',
    });
    await advance(harness, 2 * DAY);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    await advanceCustomerClock(harness.stripe, customer.id, DAY + 60);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'expired');
    assert.match(await (await payCheckout(harness, session.id, GOOD_CARD)).text(), /has expired/);
  });

  it('refuses to advance a clock that is still advancing', async () => {
    const clock = await harness.stripe.testHelpers.testClocks.create({ frozen_time: YEAR_2030 });
    // In-process, so that nothing runs between the two calls (over HTTP the first may finish first).
    const core = harness.emulator.emulator;
    advanceTestClock(core, core.state.testClock(clock.id), YEAR_2030 + DAY);
    assert.throws(() => advanceTestClock(core, core.state.testClock(clock.id), YEAR_2030 + 2 * DAY), /advancing/);
  });

  it("keeps Stripe's limits: three customers, forward only, two intervals of the shortest subscription", async () => {
    const { clock } = await subscribedOnClock(YEAR_2030);
    await harness.stripe.customers.create({ test_clock: clock.id });
    await harness.stripe.customers.create({ test_clock: clock.id });
    await assert.rejects(harness.stripe.customers.create({ test_clock: clock.id }), {
      param: 'test_clock',
      message: /maximum number of customers \(3\)/,
    });
    await assert.rejects(harness.stripe.customers.create({ test_clock: 'clock_missing' }), {
      code: 'resource_missing',
    });
    await assert.rejects(harness.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: YEAR_2030 }), {
      param: 'frozen_time',
    });
    const twoMonths = addMonths(YEAR_2030, 2);
    await assert.rejects(harness.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: twoMonths + 1 }), {
      param: 'frozen_time',
    });
    assert.equal((await advanceTestClockTo(harness.stripe, clock.id, twoMonths)).frozen_time, twoMonths);
  });

  it('deletes its customers with it, ending their subscriptions', async () => {
    const { clock, customer, subscription } = await subscribedOnClock(YEAR_2030);
    await harness.stripe.testHelpers.testClocks.del(clock.id);
    const gone = await harness.stripe.customers.retrieve(customer.id);
    assert.equal(gone.deleted, true);
    assert.equal((await harness.stripe.subscriptions.retrieve(subscription.id)).status, 'canceled');
    await harness.emulator.deliveriesSettled();
    assert.deepEqual(harness.webhooks.types().slice(-3), [
      'customer.subscription.deleted',
      'customer.deleted',
      'test_helpers.test_clock.deleted',
    ]);
  });
});
