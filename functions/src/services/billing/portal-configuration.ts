/**
 * The customer portal the product opens: a configuration of its own, found by its metadata or
 * created once, never the account's default (which a dashboard change could widen). Cards only:
 * without a payment method configuration "the customer portal allowed customers to add any
 * payment method that was enabled for your account"
 * (https://docs.stripe.com/changelog/clover/2025-11-17/portal-payment-method-configuration), and a
 * trial paid by Link or through Apple Pay or Google Pay cannot be held to one trial per card
 * (trial-cards). Plans switch between the monthly and annual prices with prorations, and a switch
 * during a trial keeps the trial (`trial_update_behavior: continue_trial`; Stripe's default,
 * end_trial, would charge the new price at once and end the trial the payer was promised).
 */
import type Stripe from 'stripe';
import { stripePriceAnnual, stripePriceMonthly } from '../../config';
import { stripe } from './stripe';

/** Names the product's configuration; a new version (new rules or prices) makes a new one. */
const PORTAL_VERSION = '1';

const metadataFor = (prices: string[]) => ({
  cannabis_reports_portal: PORTAL_VERSION,
  prices: prices.join(','),
});

/** What the portal lets a payer do; pure, so the rules are tested without Stripe. */
export function portalConfigurationParams(
  paymentMethodConfiguration: string,
  product: string,
  prices: string[],
): Stripe.BillingPortal.ConfigurationCreateParams {
  return {
    name: 'Cannabis Market Reports',
    metadata: metadataFor(prices),
    features: {
      customer_update: { enabled: true, allowed_updates: ['name', 'address'] },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true, payment_method_configuration: paymentMethodConfiguration },
      // The product cancels itself (a trial at once, a paid plan at period end).
      subscription_cancel: { enabled: false },
      subscription_update:
        prices.length > 1
          ? {
              enabled: true,
              default_allowed_updates: ['price'],
              products: [{ product, prices }],
              proration_behavior: 'create_prorations',
              trial_update_behavior: 'continue_trial',
            }
          : { enabled: false },
    },
  };
}

/** A payment method configuration that offers cards typed in, and nothing else. */
export const CARDS_ONLY: Stripe.PaymentMethodConfigurationCreateParams = {
  name: 'Cannabis Market Reports portal: cards only',
  apple_pay: { display_preference: { preference: 'off' } },
  google_pay: { display_preference: { preference: 'off' } },
  link: { display_preference: { preference: 'off' } },
};

/**
 * The active configuration whose metadata holds all of `wanted`, or a new one built by `build`
 * around a cards-only payment method configuration. Idempotency keys derived from `key` make
 * instances that start together create one configuration, not several.
 */
export async function findOrCreatePortalConfiguration(
  client: Stripe,
  wanted: Record<string, string>,
  key: string,
  build: (paymentMethodConfiguration: string) => Promise<Stripe.BillingPortal.ConfigurationCreateParams>,
): Promise<string> {
  const existing = await client.billingPortal.configurations.list({ active: true, limit: 100 });
  const found = existing.data.find(({ metadata }) =>
    Object.entries(wanted).every(([name, value]) => metadata?.[name] === value),
  );
  if (found) return found.id;
  const cardsOnly = await client.paymentMethodConfigurations.create(CARDS_ONLY, { idempotencyKey: `${key}-pmc` });
  const params = await build(cardsOnly.id);
  return (await client.billingPortal.configurations.create(params, { idempotencyKey: key })).id;
}

/** The product a price belongs to: every configured price is of the same one. */
export async function productOf(client: Stripe, price: string): Promise<string> {
  const { product } = await client.prices.retrieve(price);
  return typeof product === 'string' ? product : product.id;
}

async function findOrCreate(): Promise<string> {
  const prices = [stripePriceMonthly.value(), stripePriceAnnual.value()].filter(Boolean);
  const wanted = metadataFor(prices);
  const key = `portal-configuration-${PORTAL_VERSION}-${wanted.prices}`;
  return findOrCreatePortalConfiguration(stripe(), wanted, key, async (cardsOnly) =>
    portalConfigurationParams(cardsOnly, await productOf(stripe(), prices[0]), prices),
  );
}

let configuration: Promise<string> | undefined;

/** The id of the product's portal configuration; looked up once per instance (again after a failure). */
export function productPortalConfiguration(): Promise<string> {
  configuration ??= findOrCreate().catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  return configuration;
}

/** Whether Stripe refused a portal session for naming a configuration it no longer has. */
export const isMissingConfiguration = (error: unknown) => {
  const { code, param } = (error ?? {}) as { code?: unknown; param?: unknown };
  return code === 'resource_missing' && param === 'configuration';
};

/** Forgets the configuration looked up: the next portal session finds (or makes) it again. */
export function forgetPortalConfiguration(): void {
  configuration = undefined;
}
