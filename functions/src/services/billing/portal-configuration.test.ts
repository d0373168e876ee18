import { CARDS_ONLY, portalConfigurationParams } from './portal-configuration';

describe('the product portal', () => {
  const params = portalConfigurationParams('pmc_cards', 'prod_reports', ['price_monthly', 'price_annual']);

  it('adds cards only: Apple Pay, Google Pay and Link are off in its payment method configuration', () => {
    expect(params.features.payment_method_update).toEqual({ enabled: true, payment_method_configuration: 'pmc_cards' });
    expect(CARDS_ONLY).toMatchObject({
      apple_pay: { display_preference: { preference: 'off' } },
      google_pay: { display_preference: { preference: 'off' } },
      link: { display_preference: { preference: 'off' } },
    });
    expect(CARDS_ONLY).not.toHaveProperty('card');
  });

  it('switches between the two prices with prorations, and keeps a trial through a switch', () => {
    expect(params.features.subscription_update).toEqual({
      enabled: true,
      default_allowed_updates: ['price'],
      products: [{ product: 'prod_reports', prices: ['price_monthly', 'price_annual'] }],
      proration_behavior: 'create_prorations',
      trial_update_behavior: 'continue_trial',
    });
    expect(params.features.subscription_cancel).toEqual({ enabled: false });
  });

  it('offers no switch while only one price is configured, and names the prices it was made for', () => {
    const single = portalConfigurationParams('pmc_cards', 'prod_reports', ['price_monthly']);
    expect(single.features.subscription_update).toEqual({ enabled: false });
    expect(single.metadata).toEqual({ cannabis_reports_portal: '1', prices: 'price_monthly' });
  });
});
