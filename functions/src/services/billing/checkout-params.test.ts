import { checkoutSessionParams } from './checkout-params';

const request = {
  uid: 'uid-reader',
  customerId: 'cus_reader',
  priceId: 'price_monthly_local',
  trialDays: null,
  site: 'https://reports.example.com',
  plan: 'monthly',
  expiresAt: 1_790_000_000,
};

describe('checkoutSessionParams', () => {
  it('asks for cards only in the way the pinned API version takes, never payment_method_types', () => {
    const params = checkoutSessionParams(request);
    expect(params.allowed_payment_method_types).toEqual(['card']);
    expect(params).not.toHaveProperty('payment_method_types');
    expect(params).not.toHaveProperty('excluded_payment_method_types');
  });

  it('lets the payer enter a promotion code on the checkout page', () => {
    expect(checkoutSessionParams(request).allow_promotion_codes).toBe(true);
    expect(checkoutSessionParams(request)).not.toHaveProperty('discounts');
  });

  it('charges the given price, with the trial only when one is asked for', () => {
    const plain = checkoutSessionParams(request);
    expect(plain.line_items).toEqual([{ price: 'price_monthly_local', quantity: 1 }]);
    expect(plain.subscription_data).toEqual({ metadata: { uid: 'uid-reader' }, billing_mode: { type: 'flexible' } });
    const trial = checkoutSessionParams({ ...request, trialDays: 7, plan: 'trial' });
    expect(trial.subscription_data).toEqual({
      metadata: { uid: 'uid-reader' },
      billing_mode: { type: 'flexible' },
      trial_period_days: 7,
    });
    expect(trial.metadata).toEqual({ uid: 'uid-reader', plan: 'trial' });
    expect(trial.success_url).toBe('https://reports.example.com/success?session_id={CHECKOUT_SESSION_ID}');
  });
});
