import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { TEMPLATE_SOURCES } from '@cannabis-reports/stripe-emulator/scripts/template-defaults';
import { held, startHarness, subscribe, type Harness } from './harness';

const fixturesPath =
  process.env.STRIPE_FIXTURES_PATH ??
  path.resolve(__dirname, '../../../../shared/vendor/stripe-openapi/fixtures3.json');
const fixtures = (JSON.parse(readFileSync(fixturesPath, 'utf8')) as { resources: Record<string, object> }).resources;

const keysOf = (object: object) => Object.keys(object).sort();

/** The fixture's keys, changed as the templates change them to the SDK's API version. */
function expectedKeys(type: string): string[] {
  const source = Object.values(TEMPLATE_SOURCES).find((candidate) => candidate.path.join('.') === type);
  const keys = Object.keys(fixtures[type]).filter((key) => !source?.omit?.includes(key));
  return [...keys, ...Object.keys(source?.add ?? {})].sort();
}

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness.close());

describe("object shapes match Stripe's fixtures", () => {
  it('has exactly the top-level keys of each fixture', async () => {
    const { customer, session, subscription } = await subscribe(harness, { trialDays: 7 });
    await harness.emulator.deliveriesSettled();
    const invoice = await harness.stripe.invoices.retrieve(session.invoice as string);
    const price = subscription.items.data[0].price;
    const product = held<Stripe.Product>(harness.emulator.state.product(price.product as string));
    const [event] = (await harness.stripe.events.list({ limit: 1 })).data;
    const search = await harness.stripe.customers.search({ query: `email:'${customer.email}'` });
    const clock = await harness.stripe.testHelpers.testClocks.create({ frozen_time: 1_893_456_000 });

    const returned: Array<[string, object]> = [
      ['checkout.session', session],
      ['customer', customer],
      ['customer', search.data[0]],
      ['subscription', subscription],
      ['subscription_item', subscription.items.data[0]],
      ['invoice', invoice],
      ['event', event],
      ['event', harness.webhooks.received[0].event],
      ['price', price],
      ['price', subscription.items.data[0].price],
      ['product', product],
      ['test_helpers.test_clock', clock],
    ];
    for (const [type, object] of returned) {
      assert.deepEqual(keysOf(object), expectedKeys(type), `${type} keys`);
    }
    for (const delivery of harness.webhooks.received) {
      const object = delivery.event.data.object as { object: string };
      assert.deepEqual(keysOf(object), expectedKeys(object.object), `${delivery.event.type} payload keys`);
    }
  });

  it('keeps the current period on the item, not the subscription', async () => {
    const { subscription } = await subscribe(harness, { uid: 'period' });
    const item: Stripe.SubscriptionItem = subscription.items.data[0];
    assert.equal(typeof item.current_period_end, 'number');
    assert.equal('current_period_end' in subscription, false);
    // Stripe's responses count the items, though its fixture and the SDK's types leave it out.
    assert.equal((subscription.items as { total_count?: number }).total_count, 1);
  });
});
