import { MAX_TEAM_SEATS, teamCheckoutSessionParams } from './team-checkout-params';

const request = {
  uid: 'uid-owner',
  customerId: 'cus_team',
  priceId: 'price_monthly_local',
  trialDays: null,
  site: 'https://reports.example.com',
  plan: 'monthly',
  expiresAt: 1_790_000_000,
  teamId: 'team-acme',
  seats: 3,
};

describe('teamCheckoutSessionParams', () => {
  it("buys the seats as the one item's quantity, at the person's price", () => {
    expect(teamCheckoutSessionParams(request).line_items).toEqual([{ price: 'price_monthly_local', quantity: 3 }]);
  });

  it('names the team in the session and the subscription, beside the paying owner', () => {
    const params = teamCheckoutSessionParams({ ...request, trialDays: 7, plan: 'trial' });
    expect(params.metadata).toEqual({ uid: 'uid-owner', plan: 'trial', teamId: 'team-acme' });
    expect(params.subscription_data).toEqual({
      metadata: { uid: 'uid-owner', teamId: 'team-acme' },
      billing_mode: { type: 'flexible' },
      trial_period_days: 7,
    });
    expect(params.client_reference_id).toBe('uid-owner');
    expect(params.allowed_payment_method_types).toEqual(['card']);
    expect(params.success_url).toBe(`${request.site}/profile?team_checkout=done#team`);
  });

  it(`refuses fewer than one seat, more than ${MAX_TEAM_SEATS}, or a part of one`, () => {
    for (const seats of [0, MAX_TEAM_SEATS + 1, 2.5]) {
      expect(() => teamCheckoutSessionParams({ ...request, seats })).toThrow(RangeError);
    }
    expect(teamCheckoutSessionParams({ ...request, seats: MAX_TEAM_SEATS }).line_items?.[0].quantity).toBe(
      MAX_TEAM_SEATS,
    );
  });
});
