/**
 * Promotion codes and the annual plan, against the real stack and the Stripe emulator: a code
 * entered on Stripe's page stays on the subscription and the profile's endpoints show it (the
 * plan's discount, what each invoice took off); the annual plan is the one other price sold.
 */
import { applyPromotionCode, payCheckoutSession, stripeClient } from '@cannabis-reports/test-support/src/stripe';
import { createTestUser, waitForUserRecord, waitForUserState } from '@cannabis-reports/test-support/src/users';
import { get, post } from './signed-in-calls';

it('takes a promotion code on the checkout page and shows the discount on the profile', async () => {
  const code = `SAVE${Date.now()}`;
  const coupon = await stripeClient().coupons.create({ percent_off: 20, duration: 'repeating', duration_in_months: 3 });
  await stripeClient().promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code });

  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const { body } = await post('/stripe/create-checkout-session', user, { priceId: 'monthly', email: user.email });
  const url = String(body.url);
  expect((await applyPromotionCode(url, 'NOT-A-CODE')).status).toBe(400);
  expect((await applyPromotionCode(url, code)).status).toBe(303);
  expect((await payCheckoutSession(url)).status).toBe(303);
  const paid = await waitForUserState(user.uid, (record) => record.stripeSubscriptionStatus === 'active');

  const next = await get(`/users/next-billing-date/${String(paid.stripeSubscriptionId)}`, user);
  expect(next.status).toBe(200);
  expect(next.body.plan).toEqual({
    amount: 1999,
    currency: 'usd',
    interval: 'month',
    discount: expect.objectContaining({ code, percentOff: 20, duration: 'repeating', endsAt: expect.any(Number) }),
  });
  const invoices = await get('/billing/invoices', user);
  expect(invoices.body.invoices).toEqual([
    expect.objectContaining({ amountPaid: 1599, total: 1599, discount: 400, discountName: code, interval: 'month' }),
  ]);
  // The hosted invoice page shows the line's period and interval, the discount and the totals.
  const [invoice] = invoices.body.invoices as Array<{ hostedInvoiceUrl: string }>;
  const page = await (await fetch(invoice.hostedInvoiceUrl)).text();
  for (const shown of [
    '(Monthly plan, $19.99 a month)',
    `<dt>Discount: ${code} (20% off for 3 months)</dt><dd>-$4.00</dd>`,
    '<dt>Subtotal</dt><dd>$19.99</dd>',
    '<dt>Total</dt><dd><strong>$15.99</strong></dd>',
  ]) {
    expect(page).toContain(shown);
  }
});

it('sells the annual plan as its own price, with or without the trial, and no plan it does not know', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const paid = await post('/stripe/create-checkout-session', user, { priceId: 'annual', email: user.email });
  const sessionOf = (url: unknown) =>
    stripeClient().checkout.sessions.retrieve(decodeURIComponent(new URL(String(url)).pathname.split('/').pop() ?? ''));
  const annual = await sessionOf(paid.body.url);
  expect(annual.amount_total).toBe(19999);
  expect(annual.allowed_payment_method_types).toEqual(['card']);
  expect(annual.allow_promotion_codes).toBe(true);

  const trial = await post('/stripe/create-trial-checkout-session', user, { email: user.email, plan: 'annual' });
  expect(trial.status).toBe(200);
  expect((await sessionOf(trial.body.url)).metadata).toEqual({ uid: user.uid, plan: 'trial-annual' });

  expect(await post('/stripe/create-checkout-session', user, { priceId: 'yearly', email: user.email })).toEqual({
    status: 400,
    body: expect.objectContaining({ code: 'unknown_plan' }),
  });
  expect((await post('/stripe/create-trial-checkout-session', user, { plan: 'yearly' })).status).toBe(400);
});
