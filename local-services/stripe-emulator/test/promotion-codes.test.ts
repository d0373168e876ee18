import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { declaredKeys, keyProblems } from './sdk-declarations';
import { advance, DAY, GOOD_CARD, openSession, payCheckout, startHarness, type Harness } from './harness';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const openCodeSession = (options: { trialDays?: number; allowCodes?: boolean } = {}) =>
  openSession(harness, { trialDays: options.trialDays, params: { allow_promotion_codes: options.allowCodes ?? true } });

const applyCode = (sessionId: string, code: string) =>
  fetch(`${harness.baseUrl}/checkout/${sessionId}/promotion-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ promotion_code: code }).toString(),
    redirect: 'manual',
  });

async function promotionCode(coupon: Stripe.CouponCreateParams, code = 'SAVE20') {
  const created = await harness.stripe.coupons.create(coupon);
  return harness.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: created.id }, code });
}

/** Opens a session, applies `code` and pays it; answers the subscription. */
async function subscribeWithCode(code: string, trialDays?: number) {
  const { session } = await openCodeSession({ trialDays });
  assert.equal((await applyCode(session.id, code)).status, 303);
  assert.equal((await payCheckout(harness, session.id)).status, 303);
  const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return { session: done, subscription: done.subscription as Stripe.Subscription };
}

const paidAmounts = async (subscription: string) =>
  (await harness.stripe.invoices.list({ subscription })).data.reverse().map((invoice) => invoice.amount_paid);

describe('coupons and promotion codes', () => {
  it('creates, retrieves and lists them in the shapes the SDK declares', async () => {
    const coupon = await harness.stripe.coupons.create({
      id: 'LAUNCH',
      percent_off: 25.5,
      duration: 'repeating',
      duration_in_months: 3,
      name: 'Launch',
    });
    assert.deepEqual(keyProblems(coupon, declaredKeys('Coupons.d.ts', 'Coupon')), []);
    assert.equal((await harness.stripe.coupons.retrieve('LAUNCH')).percent_off, 25.5);
    assert.deepEqual(
      (await harness.stripe.coupons.list()).data.map((c) => c.id),
      ['LAUNCH'],
    );

    const promo = await harness.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: 'LAUNCH' },
      code: 'HELLO',
    });
    assert.deepEqual(keyProblems(promo, declaredKeys('PromotionCodes.d.ts', 'PromotionCode')), []);
    assert.equal(promo.promotion.coupon, 'LAUNCH');
    assert.equal((await harness.stripe.promotionCodes.list({ code: 'hello' })).data[0].id, promo.id);
    const off = await harness.stripe.promotionCodes.update(promo.id, { active: false });
    assert.equal(off.active, false);
    assert.equal((await harness.stripe.promotionCodes.list({ active: true })).data.length, 0);
  });

  it('refuses coupons Stripe refuses', async () => {
    const create = (params: Stripe.CouponCreateParams) => harness.stripe.coupons.create(params);
    await assert.rejects(create({ duration: 'once' }), { statusCode: 400 });
    await assert.rejects(create({ percent_off: 10, amount_off: 100, currency: 'usd' }), { statusCode: 400 });
    await assert.rejects(create({ amount_off: 100 }), { statusCode: 400, param: 'currency' });
    await assert.rejects(create({ percent_off: 10, duration: 'repeating' }), { param: 'duration_in_months' });
    await assert.rejects(create({ percent_off: 101 }), { param: 'percent_off' });
    await create({ id: 'ONE', percent_off: 10 });
    await assert.rejects(create({ id: 'ONE', percent_off: 10 }), { code: 'resource_already_exists' });
    await assert.rejects(harness.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: 'nope' } }), {
      statusCode: 400,
      param: 'promotion[coupon]',
    });
  });

  it('takes a code on the hosted page only when the session allows codes, refusing unknown ones', async () => {
    await promotionCode({ percent_off: 20, duration: 'forever' });
    const { session: closed } = await openCodeSession({ allowCodes: false });
    assert.doesNotMatch(await (await fetch(closed.url!)).text(), /Promotion code/);
    assert.equal((await applyCode(closed.id, 'SAVE20')).status, 400);

    const { session } = await openCodeSession();
    assert.equal(session.allow_promotion_codes, true);
    assert.match(await (await fetch(session.url!)).text(), /<label for="promotion-code">Promotion code<\/label>/);
    const wrong = await applyCode(session.id, 'NOPE');
    assert.equal(wrong.status, 400);
    assert.match(await wrong.text(), /This code is invalid\./);

    assert.equal((await applyCode(session.id, 'save20')).status, 303);
    const page = await (await fetch(session.url!)).text();
    assert.match(page, /SAVE20: 20% off forever/);
    assert.match(page, /Total due today<\/dt><dd>\$15\.99/);
    const discounted = await harness.stripe.checkout.sessions.retrieve(session.id);
    assert.equal(discounted.amount_subtotal, 1999);
    assert.equal(discounted.amount_total, 1599);
    assert.equal(discounted.total_details?.amount_discount, 400);
    assert.equal(discounted.discounts?.[0].promotion_code !== null, true);
  });

  it('charges the discounted total and puts the discount on the subscription and its invoice', async () => {
    const promo = await promotionCode({ percent_off: 20, duration: 'forever' });
    const { session, subscription } = await subscribeWithCode('SAVE20');
    assert.equal(subscription.discounts.length, 1);
    const expanded = await harness.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['discounts.source.coupon'],
    });
    const discount = expanded.discounts[0] as Stripe.Discount;
    assert.deepEqual(keyProblems(discount, declaredKeys('Discounts.d.ts', 'Discount')), []);
    assert.equal(discount.promotion_code, promo.id);
    assert.equal((discount.source.coupon as Stripe.Coupon).percent_off, 20);

    const invoice = await harness.stripe.invoices.retrieve(session.invoice as string);
    assert.equal(invoice.subtotal, 1999);
    assert.equal(invoice.total, 1599);
    assert.equal(invoice.amount_paid, 1599);
    assert.deepEqual(invoice.total_discount_amounts, [{ amount: 400, discount: discount.id }]);
    assert.equal((await harness.stripe.promotionCodes.retrieve(promo.id)).times_redeemed, 1);
    const [charge] = (await harness.stripe.charges.list({ customer: session.customer as string })).data;
    assert.equal(charge.amount, 1599);
  });

  it('shows the line with its period and interval, the coupon by name, and the totals on the invoice page and PDF', async () => {
    await promotionCode({ percent_off: 20, duration: 'forever', name: 'Launch offer' });
    const { session } = await subscribeWithCode('SAVE20');
    const invoice = await harness.stripe.invoices.retrieve(session.invoice as string);
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();
    const row = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
    for (const expected of [
      row('1 × Cannabis Market Reports \\(at \\$19\\.99 / month\\)', '\\$19\\.99'),
      row('Period', '[A-Z][a-z]{2} \\d+, \\d{4} – [A-Z][a-z]{2} \\d+, \\d{4} \\(Monthly plan, \\$19\\.99 a month\\)'),
      row('Subtotal', '\\$19\\.99'),
      row('Discount: Launch offer \\(20% off forever\\)', '-\\$4\\.00'),
      row('Total', '<strong>\\$15\\.99</strong>'),
      row('Amount paid', '\\$15\\.99'),
    ]) {
      assert.match(html, new RegExp(expected));
    }
    const pdf = Buffer.from(await (await fetch(invoice.invoice_pdf!)).arrayBuffer()).toString('latin1');
    for (const expected of [
      '(Period: ',
      '(Monthly plan, $19.99 a month\\))',
      '(Subtotal: $19.99)',
      '(Discount: Launch offer \\(20% off forever\\): -$4.00)',
      '(Total: $15.99)',
    ]) {
      assert.ok(pdf.includes(expected), `PDF shows ${expected}`);
    }
  });

  it('applies a coupon for its duration over renewals: once, repeating, forever', async () => {
    await promotionCode({ amount_off: 500, currency: 'usd', duration: 'once' }, 'ONCE');
    await promotionCode({ percent_off: 50, duration: 'repeating', duration_in_months: 2 }, 'TWO');
    await promotionCode({ percent_off: 10, duration: 'forever' }, 'ALWAYS');
    const once = await subscribeWithCode('ONCE');
    const two = await subscribeWithCode('TWO');
    const always = await subscribeWithCode('ALWAYS');
    for (let month = 0; month < 3; month++) await advance(harness, 31 * DAY);

    assert.deepEqual(await paidAmounts(once.subscription.id), [1499, 1999, 1999, 1999]);
    assert.deepEqual(await paidAmounts(two.subscription.id), [999, 999, 1999, 1999]);
    assert.deepEqual(await paidAmounts(always.subscription.id), [1799, 1799, 1799, 1799]);
    const ended = await harness.stripe.subscriptions.retrieve(two.subscription.id);
    assert.deepEqual(ended.discounts, []);
  });

  // Stripe: a `once` coupon "applies to the first charge from a subscription", and the invoice
  // made when the subscription is created consumes it: with a trial that is the $0 invoice.
  it("uses a once coupon up on a trial's $0 invoice: the first paid invoice after it is full price", async () => {
    await promotionCode({ percent_off: 50, duration: 'once' }, 'HALF');
    const { session, subscription } = await subscribeWithCode('HALF', 7);
    assert.equal(session.amount_total, 0);
    assert.deepEqual((await harness.stripe.subscriptions.retrieve(subscription.id)).discounts, []);
    await advance(harness, 8 * DAY);
    await advance(harness, 31 * DAY);
    assert.deepEqual(await paidAmounts(subscription.id), [0, 1999, 1999]);
  });

  // Stripe: first_time_transaction codes are for "customers without any successful payments or
  // invoices"; a trial's $0 invoice is an invoice.
  it("refuses a first_time_transaction code to a customer whose only invoice is a trial's $0 one", async () => {
    const coupon = await harness.stripe.coupons.create({ percent_off: 30, duration: 'once' });
    await harness.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'WELCOME',
      restrictions: { first_time_transaction: true },
    });
    const fresh = await openCodeSession();
    assert.equal((await applyCode(fresh.session.id, 'WELCOME')).status, 303);

    const { session: trial } = await openCodeSession({ trialDays: 7 });
    assert.equal((await payCheckout(harness, trial.id)).status, 303);
    const [invoice] = (await harness.stripe.invoices.list({ customer: trial.customer as string })).data;
    assert.deepEqual([invoice.amount_due, invoice.status], [0, 'paid']);
    const again = await harness.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: trial.customer as string,
      line_items: [{ price: 'price_annual_local', quantity: 1 }],
      success_url: 'http://localhost:5000/billing/success',
      allow_promotion_codes: true,
    });
    const refused = await applyCode(again.id, 'WELCOME');
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /This code is invalid\./);
  });

  it('refuses at payment a code that ran out after it was applied', async () => {
    const promo = await promotionCode({ percent_off: 20, duration: 'forever' });
    const { session } = await openCodeSession();
    await applyCode(session.id, 'SAVE20');
    await harness.stripe.promotionCodes.update(promo.id, { active: false });
    const refused = await payCheckout(harness, session.id, GOOD_CARD);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /This code is invalid\./);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).amount_total, 1999);
  });
});
