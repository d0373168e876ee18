/**
 * Promotion codes, against the real stack and the Stripe emulator: the product's checkout
 * takes a code on Stripe's page, the subscription keeps the discount, and the profile's
 * endpoints show it (the plan's discount, and what each invoice took off).
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
  expect(invoices.body.invoices).toEqual([expect.objectContaining({ amountPaid: 1599, discount: 400 })]);
});
