/**
 * Customer portal configurations and the payment method configurations they point to, the
 * parts of them the hosted portal honours: which methods "update payment method" may add
 * (https://docs.stripe.com/api/customer_portal/configurations/object: with no
 * `payment_method_configuration` the account's default one applies, which here enables cards,
 * Apple Pay, Google Pay and Link), and what a plan switch does to a trial
 * (`subscription_update.trial_update_behavior`: `end_trial`, Stripe's default, or
 * `continue_trial`), how far a product's quantity may change (`adjustable_quantity`, with
 * `quantity` among `default_allowed_updates`) and what such changes prorate
 * (`proration_behavior`). The account's default configuration, `bpc_local_emulator_default`, switches
 * between the seeded product's prices with prorations.
 */
import type { Emulator } from './emulator';
import { newId } from './ids';
import type { ProrationBehavior } from './quantity-change';
import type { CardWallet } from './test-cards';
import type { PaymentMethodConfiguration, PortalConfiguration } from './types';

export const PORTAL_CONFIGURATION_ID = 'bpc_local_emulator_default';
export const PAYMENT_METHOD_CONFIGURATION_ID = 'pmc_local_emulator_default';

/** The methods a payment method configuration can switch here; every one is on in the account's default. */
export const CONFIGURABLE_METHODS = ['card', 'apple_pay', 'google_pay', 'link'] as const;
export type ConfigurableMethod = (typeof CONFIGURABLE_METHODS)[number];

export type TrialUpdateBehavior = 'end_trial' | 'continue_trial';

const displayPreference = (on: boolean) => ({
  available: on,
  display_preference: { overridable: null, preference: on ? 'on' : 'off', value: on ? 'on' : 'off' },
});

export function paymentMethodConfigurationObject(
  fields: { id?: string; name: string; isDefault: boolean },
  enabled: Record<ConfigurableMethod, boolean>,
): PaymentMethodConfiguration {
  return {
    id: fields.id ?? newId('pmc'),
    object: 'payment_method_configuration',
    active: true,
    application: null,
    is_default: fields.isDefault,
    livemode: false,
    name: fields.name,
    parent: null,
    ...Object.fromEntries(CONFIGURABLE_METHODS.map((method) => [method, displayPreference(enabled[method])])),
  };
}

/** How far the portal lets the customer change a product's quantity (`adjustable_quantity`). */
export interface AdjustableQuantity {
  enabled: boolean;
  minimum: number;
  maximum: number | null;
}

export const FIXED_QUANTITY: AdjustableQuantity = { enabled: false, maximum: null, minimum: 1 };

export interface PortalFeatures {
  paymentMethodConfiguration: string | null;
  /** What the portal may update: `price` (a switch), `quantity`. */
  allowedUpdates: string[];
  /** The prices a subscription of each product may switch between, and its adjustable quantity. */
  products: Array<{ product: string; prices: string[]; adjustableQuantity: AdjustableQuantity }>;
  prorationBehavior: ProrationBehavior;
  trialUpdateBehavior: TrialUpdateBehavior;
}

export function portalConfigurationObject(
  now: number,
  fields: { id?: string; isDefault: boolean; metadata: Record<string, string>; name: string | null },
  features: PortalFeatures,
): PortalConfiguration {
  return {
    id: fields.id ?? newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now,
    default_return_url: null,
    features: {
      customer_update: { allowed_updates: ['address', 'name'], enabled: true },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true, payment_method_configuration: features.paymentMethodConfiguration },
      subscription_cancel: {
        cancellation_reason: { enabled: false, options: [] },
        enabled: false,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_pause: { enabled: false },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates: features.allowedUpdates,
        enabled: features.products.length > 0,
        products: features.products.map(({ product, prices, adjustableQuantity }) => ({
          adjustable_quantity: { ...adjustableQuantity },
          prices,
          product,
        })),
        proration_behavior: features.prorationBehavior,
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: features.trialUpdateBehavior,
      },
    },
    is_default: fields.isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: fields.metadata,
    name: fields.name,
    updated: now,
  };
}

const featuresOf = (core: Emulator, configuration: string) =>
  core.state.portalConfiguration(configuration).features as {
    payment_method_update: { payment_method_configuration: string | null };
    subscription_update: {
      enabled: boolean;
      default_allowed_updates: string[];
      products: Array<{ prices: string[]; adjustable_quantity: AdjustableQuantity }>;
      proration_behavior: ProrationBehavior;
      trial_update_behavior: TrialUpdateBehavior;
    };
  };

/** Whether the portal of `configuration` lets the customer add `method`. */
export function portalOffers(core: Emulator, configuration: string, method: ConfigurableMethod): boolean {
  const id = featuresOf(core, configuration).payment_method_update.payment_method_configuration;
  const methods = core.state.paymentMethodConfiguration(id ?? PAYMENT_METHOD_CONFIGURATION_ID) as unknown as Record<
    string,
    { available: boolean }
  >;
  return methods[method]?.available === true;
}

export const portalWallets = (core: Emulator, configuration: string): CardWallet[] =>
  (['apple_pay', 'google_pay'] as const).filter((wallet) => portalOffers(core, configuration, wallet));

/** The prices the portal of `configuration` lets a subscription switch to, `current` excluded. */
export function portalPrices(core: Emulator, configuration: string, current: string): string[] {
  const update = featuresOf(core, configuration).subscription_update;
  if (!update.enabled) return [];
  const group = update.products.find(({ prices }) => prices.includes(current));
  return group ? group.prices.filter((price) => price !== current) : [];
}

export const trialUpdateBehavior = (core: Emulator, configuration: string): TrialUpdateBehavior =>
  featuresOf(core, configuration).subscription_update.trial_update_behavior;

/** What a portal change does about prorations (`subscription_update.proration_behavior`). */
export const portalProrationBehavior = (core: Emulator, configuration: string): ProrationBehavior =>
  featuresOf(core, configuration).subscription_update.proration_behavior;

/**
 * The quantities the portal of `configuration` lets a subscription of `price` take: its product's
 * `adjustable_quantity` when enabled and `quantity` is among the allowed updates; else none.
 */
export function portalQuantityLimits(
  core: Emulator,
  configuration: string,
  price: string,
): AdjustableQuantity | undefined {
  const update = featuresOf(core, configuration).subscription_update;
  if (!update.enabled || !update.default_allowed_updates.includes('quantity')) return undefined;
  const limits = update.products.find(({ prices }) => prices.includes(price))?.adjustable_quantity;
  return limits?.enabled ? limits : undefined;
}
