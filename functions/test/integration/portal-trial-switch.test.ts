/**
 * The product's own customer portal, against the Stripe emulator: cards only (no Apple Pay,
 * Google Pay or Link to add), and a switch to the annual plan during a trial keeps the trial
 * (the configuration's trial_update_behavior is continue_trial), the year being charged when the
 * trial ends and renewed a year later.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { stripeClient, switchPlanInPortal, updateCardInPortal } from '@cannabis-reports/test-support/src/stripe';
import { waitForUserState } from '@cannabis-reports/test-support/src/users';
import { call, customerOf, passRenewal, subscribedUser, subscriptionOf } from './billing-users';

beforeEach(forgetTrialCards);

describe("the product's portal", () => {
  // Stripe: without a payment method configuration "the customer portal allowed customers to add
  // any payment method that was enabled for your account"; the product's names a cards-only one.
  it('takes cards typed in, and refuses Apple Pay and Google Pay', async () => {
    const user = await subscribedUser('monthly');
    const { body } = await call('/billing/portal-session', user, {});
    const url = String(body.url);
    const page = await (await fetch(url)).text();
    expect(page).not.toMatch(/Apple Pay|Google Pay/);
    const refused = await updateCardInPortal(url, undefined, { type: 'apple_pay', device: 'iPhone' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('The payment method type apple_pay is not available here.');
    expect((await updateCardInPortal(url, '5555 5555 5555 4444')).status).toBe(303);
    const configuration = await stripeClient().billingPortal.configurations.retrieve(
      String((await stripeClient().billingPortal.configurations.list({ is_default: false })).data[0].id),
    );
    const methods = await stripeClient().paymentMethodConfigurations.retrieve(
      String(configuration.features.payment_method_update.payment_method_configuration),
    );
    expect([methods.card?.available, methods.apple_pay?.available, methods.google_pay?.available]).toEqual([
      true,
      false,
      false,
    ]);
  }, 60_000);

  // Stripe: trial_update_behavior "Defaults to a value of end_trial if you don't set it during
  // creation"; the product sets continue_trial, so the trial the payer was promised is kept.
  it('keeps a trial switched to annual, charges the year when it ends, and renews it a year later', async () => {
    const user = await subscribedUser('trial');
    const customer = await customerOf(user);
    const trial = await subscriptionOf(customer);
    expect(trial.status).toBe('trialing');
    const { body } = await call('/billing/portal-session', user, {});
    expect((await switchPlanInPortal(String(body.url), trial.id, 'price_annual_local')).status).toBe(303);

    const switched = await subscriptionOf(customer);
    expect([switched.status, switched.trial_end, switched.items.data[0].price.id]).toEqual([
      'trialing',
      trial.trial_end,
      'price_annual_local',
    ]);
    expect(switched.latest_invoice).toBe(trial.latest_invoice);
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'trialing');

    await passRenewal(customer); // the trial ends: the first year is charged
    await waitForUserState(user.uid, (s) => s.stripeSubscriptionStatus === 'active' && s.isPaidUser === true);
    await passRenewal(customer); // a year later: the second
    const invoices = (await stripeClient().invoices.list({ customer })).data;
    expect(
      invoices.map((invoice) => [invoice.amount_paid, invoice.lines.data[0].pricing?.price_details?.price]),
    ).toEqual([
      [19999, 'price_annual_local'],
      [19999, 'price_annual_local'],
      [0, 'price_monthly_local'],
    ]);
    expect((await subscriptionOf(customer)).status).toBe('active');
  }, 90_000);
});
