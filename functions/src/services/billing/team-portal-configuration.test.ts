import { portalConfigurationParams } from './portal-configuration';
import { MAX_TEAM_SEATS } from './team-checkout-params';
import { teamPortalConfigurationParams } from './team-portal-configuration';

describe("a team's portal (decision 0149)", () => {
  const prices = ['price_monthly', 'price_annual'];
  const params = teamPortalConfigurationParams('pmc_cards', 'prod_reports', prices, 4);

  it(`adjusts the seats from the member count to ${MAX_TEAM_SEATS}, invoicing a change at once`, () => {
    expect(params.features.subscription_update).toEqual({
      enabled: true,
      default_allowed_updates: ['price', 'quantity'],
      products: [
        {
          product: 'prod_reports',
          prices,
          adjustable_quantity: { enabled: true, minimum: 4, maximum: MAX_TEAM_SEATS },
        },
      ],
      proration_behavior: 'always_invoice',
      trial_update_behavior: 'continue_trial',
    });
  });

  it("keeps the person's portal otherwise, under metadata a person's portal lookup never matches", () => {
    const person = portalConfigurationParams('pmc_cards', 'prod_reports', prices);
    expect(params.features.payment_method_update).toEqual(person.features.payment_method_update);
    expect(params.features.subscription_cancel).toEqual({ enabled: false });
    expect(params.metadata).toEqual({
      cannabis_reports_team_portal: '1',
      prices: 'price_monthly,price_annual',
      minimum_seats: '4',
    });
    expect(params.metadata).not.toHaveProperty('cannabis_reports_portal');
  });

  it('adjusts only the seats while a single price is configured', () => {
    const single = teamPortalConfigurationParams('pmc_cards', 'prod_reports', ['price_monthly'], 1);
    expect(single.features.subscription_update).toMatchObject({ default_allowed_updates: ['quantity'] });
  });
});
