import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { advance, DAY, GOOD_CARD, postForm, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const post = (url: string, form: Record<string, string>) => postForm(harness, url, form);

describe('invoices', () => {
  it('lists a customer’s invoices newest first, in the current shape, with hosted pages', async () => {
    const { customer, subscription } = await subscribe(harness, { trialDays: 7 });
    await subscribe(harness, { uid: 'someone-else' });
    await advance(harness, 7 * DAY + 60);
    await advance(harness, 31 * DAY);

    const listed = await harness.stripe.invoices.list({ customer: customer.id, limit: 2 });
    assert.equal(listed.data.length, 2);
    assert.equal(listed.has_more, true);
    const rest = await harness.stripe.invoices.list({ customer: customer.id, starting_after: listed.data[1].id });
    const all = [...listed.data, ...rest.data];
    assert.deepEqual(
      all.map((invoice) => [invoice.billing_reason, invoice.amount_due, invoice.status]),
      [
        ['subscription_cycle', 1999, 'paid'],
        ['subscription_cycle', 1999, 'paid'],
        ['subscription_create', 0, 'paid'],
      ],
    );
    for (const invoice of all) {
      assert.equal(invoice.parent!.type, 'subscription_details');
      assert.equal(invoice.parent!.subscription_details!.subscription, subscription.id);
      assert.equal('subscription' in invoice, false);
      assert.ok(invoice.period_end >= invoice.period_start);
      assert.equal(invoice.lines.data[0].amount, invoice.amount_due);
    }
    const bySubscription = await harness.stripe.invoices.list({ subscription: subscription.id, status: 'paid' });
    assert.equal(bySubscription.data.length, 3);
    await assert.rejects(harness.stripe.invoices.list({ status: 'late' as 'paid' }), { statusCode: 400 });

    const page = await fetch(all[0].hosted_invoice_url!);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes(String(all[0].number)));
    assert.match(html, /\$19\.99/);
    assert.match(html, /Paid on/);
    assert.equal((await fetch(`${harness.baseUrl}/invoice/in_missing`)).status, 404);
  });
});

describe('billing portal', () => {
  it('opens a portal session whose page shows the card and invoice history and links back', async () => {
    const { customer } = await subscribe(harness);
    const session: Stripe.BillingPortal.Session = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5000/profile',
    });
    assert.match(session.id, /^bps_/);
    assert.equal(session.return_url, 'http://localhost:5000/profile');
    assert.deepEqual(keyProblems(session, declaredKeys('BillingPortal/Sessions.d.ts', 'Session')), []);

    const html = await (await fetch(session.url)).text();
    assert.match(html, /visa •••• 4242/);
    assert.match(html, /Invoice history/);
    assert.match(html, /Renews on/);
    assert.match(html, /href="http:\/\/localhost:5000\/profile"/);
    const [invoice] = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    assert.ok(html.includes(invoice.hosted_invoice_url!));
  });

  it('replaces the card that pays the subscription, and refuses a declining one', async () => {
    const { customer, subscription } = await subscribe(harness);
    const session = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    const form = { ...GOOD_CARD, card_number: '5555 5555 5555 4444' };
    const updated = await post(`${session.url}/payment-method`, form);
    assert.equal(updated.status, 303);
    const page = await (await fetch(new URL(updated.headers.get('location')!, harness.baseUrl))).text();
    assert.match(page, /Your payment method was updated\./);
    assert.match(page, /mastercard •••• 4444/);
    const method = (
      await harness.stripe.subscriptions.retrieve(subscription.id, {
        expand: ['default_payment_method'],
      })
    ).default_payment_method as Stripe.PaymentMethod;
    assert.equal(method.card!.last4, '4444');
    const stored = (await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    assert.equal(stored.invoice_settings.default_payment_method, method.id);

    const refused = await post(`${session.url}/payment-method`, { ...GOOD_CARD, card_number: '4000000000009995' });
    assert.equal(refused.status, 402);
    assert.match(await refused.text(), /role="alert">Your card has insufficient funds\./);
  });

  it('edits the billing name and address as customers.update would, and refuses an address without a country', async () => {
    const { customer } = await subscribe(harness);
    const session = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    const blank = await (await fetch(session.url)).text();
    assert.match(blank, /<h2 id="details-heading">Billing details<\/h2>\s*<p>No billing details on file<\/p>/);

    const details = {
      name: 'Ada Reader',
      address_line1: '1 Main Street',
      address_line2: '',
      address_city: 'Hartford',
      address_state: 'CT',
      address_postal_code: '06103',
      address_country: 'us',
    };
    const saved = await post(`${session.url}/billing-details`, details);
    assert.equal(saved.status, 303);
    const page = await (await fetch(new URL(saved.headers.get('location')!, harness.baseUrl))).text();
    assert.match(page, /role="status">Your billing details were updated\./);
    assert.match(page, /Ada Reader, 1 Main Street, Hartford, CT, 06103, US/);
    assert.match(page, /name="address_city" value="Hartford"/);

    const stored = (await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    assert.equal(stored.name, 'Ada Reader');
    assert.deepEqual(stored.address, {
      line1: '1 Main Street',
      line2: null,
      city: 'Hartford',
      state: 'CT',
      postal_code: '06103',
      country: 'US',
    });
    const [updated] = (await harness.stripe.events.list({ type: 'customer.updated' })).data;
    assert.deepEqual(updated.data.previous_attributes, { name: null, address: null });
    assert.deepEqual((updated.data.object as Stripe.Customer).address, stored.address);

    // Sending the same details again changes nothing, so Stripe sends no event.
    await post(`${session.url}/billing-details`, details);
    assert.equal((await harness.stripe.events.list({ type: 'customer.updated' })).data.length, 1);

    const refused = await post(`${session.url}/billing-details`, { ...details, address_country: '' });
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /role="alert">Enter the country as its two-letter code, e\.g\. US\./);
    assert.equal(((await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer).address!.country, 'US');
  });

  it('refuses sessions for unknown customers and unknown parameters', async () => {
    await assert.rejects(harness.stripe.billingPortal.sessions.create({ customer: 'cus_missing' }), {
      statusCode: 400,
      code: 'resource_missing',
    });
    const { customer } = await subscribe(harness);
    await assert.rejects(
      harness.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'not a url' }),
      { statusCode: 400, param: 'return_url' },
    );
    assert.equal((await fetch(`${harness.baseUrl}/portal/bps_missing`)).status, 404);
  });
});
