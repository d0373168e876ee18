/**
 * The customer portal a team's owner opens: the product's portal (portal-configuration: cards
 * only, monthly and annual prices, a trial kept through a switch) with the seats adjustable
 * (`adjustable_quantity`) from the team's member count to MAX_TEAM_SEATS, so the portal can buy
 * spare seats but never leave a member without one (decision 0149). A portal configuration's
 * limits are fixed, so there is one configuration per minimum, found by its metadata or created
 * once. A change in the portal is the owner's own, shown with its amount before it is confirmed,
 * and is invoiced at once (`always_invoice`), as added seats are (decision 0148).
 */
import type Stripe from 'stripe';
import { findOrCreatePortalConfiguration, portalConfigurationParams, productOf } from './portal-configuration';
import { assertSeats, MAX_TEAM_SEATS } from './team-checkout-params';

/** Names the teams' configurations; a new version (new rules) makes new ones. */
const TEAM_PORTAL_VERSION = '1';

/** Its own key, so a person's portal (`cannabis_reports_portal`) never finds a team's, nor the other way. */
const metadataFor = (prices: string[], minimumSeats: number) => ({
  cannabis_reports_team_portal: TEAM_PORTAL_VERSION,
  prices: prices.join(','),
  minimum_seats: String(minimumSeats),
});

/** The team portal's parameters; pure, so the rules are tested without Stripe. */
export function teamPortalConfigurationParams(
  paymentMethodConfiguration: string,
  product: string,
  prices: string[],
  minimumSeats: number,
): Stripe.BillingPortal.ConfigurationCreateParams {
  assertSeats(minimumSeats);
  const person = portalConfigurationParams(paymentMethodConfiguration, product, prices);
  return {
    ...person,
    name: 'Cannabis Market Reports: teams',
    metadata: metadataFor(prices, minimumSeats),
    features: {
      ...person.features,
      subscription_update: {
        enabled: true,
        default_allowed_updates: prices.length > 1 ? ['price', 'quantity'] : ['quantity'],
        products: [
          { product, prices, adjustable_quantity: { enabled: true, minimum: minimumSeats, maximum: MAX_TEAM_SEATS } },
        ],
        proration_behavior: 'always_invoice',
        trial_update_behavior: 'continue_trial',
      },
    },
  };
}

/**
 * The id of the team portal whose seats go no lower than `members` (the team's member count,
 * the owner included). `prices`: the per-seat prices, monthly first.
 */
export function teamPortalConfiguration(client: Stripe, prices: string[], members: number): Promise<string> {
  const minimumSeats = Math.max(1, members);
  const wanted = metadataFor(prices, minimumSeats);
  const key = `team-portal-configuration-${TEAM_PORTAL_VERSION}-${wanted.prices}-${minimumSeats}`;
  return findOrCreatePortalConfiguration(client, wanted, key, async (cardsOnly) =>
    teamPortalConfigurationParams(cardsOnly, await productOf(client, prices[0]), prices, minimumSeats),
  );
}
