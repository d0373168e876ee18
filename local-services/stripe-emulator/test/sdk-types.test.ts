/**
 * The emulator's objects against the `stripe` package's own type declarations: the keys each
 * type requires are there and nothing the SDK does not declare is. Each object is also assigned
 * to its SDK type, so `npm run typecheck` fails if a call stops answering that type.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { API_VERSION } from '../src/objects';
import { declaredKeys, declaredValues, keyProblems } from './sdk-declarations';
import { held, startHarness, subscribe, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness.close());

function check(object: object, file: string, name: string): void {
  assert.deepEqual(keyProblems(object, declaredKeys(file, name)), [], `${name} (${file})`);
}

describe("objects match the SDK's type declarations", () => {
  it('checkout, customer, subscription, invoice, event, price and product', async () => {
    const { customer, session, subscription } = await subscribe(harness, { uid: 'sdk-types' });
    await harness.emulator.deliveriesSettled();
    const invoice: Stripe.Invoice = await harness.stripe.invoices.retrieve(session.invoice as string);
    const price: Stripe.Price = subscription.items.data[0].price;
    const product: Stripe.Product = held<Stripe.Product>(harness.emulator.state.product(price.product as string));
    const [event]: Stripe.Event[] = (await harness.stripe.events.list({ limit: 1 })).data;
    const checkout: Stripe.Checkout.Session = session;
    const item: Stripe.SubscriptionItem = subscription.items.data[0];
    const line: Stripe.InvoiceLineItem = invoice.lines.data[0];

    check(checkout, 'Checkout/Sessions.d.ts', 'Session');
    check(customer, 'Customers.d.ts', 'Customer');
    check(subscription, 'Subscriptions.d.ts', 'Subscription');
    check(item, 'SubscriptionItems.d.ts', 'SubscriptionItem');
    check(invoice, 'Invoices.d.ts', 'Invoice');
    check(invoice.parent!, 'Invoices.d.ts', 'Invoice.Parent');
    check(invoice.parent!.subscription_details!, 'Invoices.d.ts', 'Invoice.Parent.SubscriptionDetails');
    check(line, 'InvoiceLineItems.d.ts', 'InvoiceLineItem');
    check(price, 'Prices.d.ts', 'Price');
    check(product, 'Products.d.ts', 'Product');
    check(event, 'Events.d.ts', 'EventBase');
  });

  it('speaks the API version the installed SDK pins, in the values the SDK declares', async () => {
    assert.equal(API_VERSION, Stripe.API_VERSION);
    const { session } = await subscribe(harness, { uid: 'sdk-values' });
    const uiModes = declaredValues('Checkout/Sessions.d.ts', 'Session.UiMode');
    assert.ok(uiModes.has('hosted_page') && uiModes.size > 1, [...uiModes].join(', '));
    assert.ok(session.ui_mode !== null && uiModes.has(session.ui_mode), `ui_mode ${session.ui_mode}`);
  });

  it('reads the declarations it checks against', () => {
    const invoice = declaredKeys('Invoices.d.ts', 'Invoice');
    assert.ok(invoice.required.has('parent') && invoice.required.has('hosted_invoice_url') === false);
    assert.ok(invoice.optional.has('hosted_invoice_url'));
    assert.equal(invoice.required.has('subscription') || invoice.optional.has('subscription'), false);
    assert.ok(declaredKeys('Invoices.d.ts', 'Invoice.Parent.SubscriptionDetails').required.has('subscription'));
  });
});
