/**
 * Billing portal sessions (a link to the hosted portal page for one customer), the portal
 * configurations they use, and the payment method configurations a portal configuration may
 * name (see portal-configurations.ts for what the portal honours).
 */
import type { Emulator } from './emulator';
import type { Route } from './route';
import { invalidParam, invalidRequest } from './errors';
import { expand } from './expand';
import { newId } from './ids';
import type { Params } from './params';
import {
  CONFIGURABLE_METHODS,
  FIXED_QUANTITY,
  PORTAL_CONFIGURATION_ID,
  paymentMethodConfigurationObject,
  portalConfigurationObject,
  type AdjustableQuantity,
  type ConfigurableMethod,
  type PortalFeatures,
} from './portal-configurations';
import { listRoute, retrieveRoute } from './standard-routes';
import { templates } from './templates';
import type { PortalSession, StripeObject } from './types';

export { PORTAL_CONFIGURATION_ID };

function oneOf<T extends string>(params: Params | undefined, key: string, values: readonly T[], fallback: T): T {
  const value = params?.string(key);
  if (value === undefined) return fallback;
  if (!values.includes(value as T)) throw invalidParam(key, `Invalid ${key}: must be one of ${values.join(', ')}`);
  return value as T;
}

/** `adjustable_quantity`: `enabled` required; `minimum` defaults to 1, `maximum` to none, and may not be below it. */
function readAdjustableQuantity(params: Params | undefined): AdjustableQuantity {
  if (!params) return FIXED_QUANTITY;
  params.allowOnly('enabled', 'minimum', 'maximum');
  const enabled = params.boolean('enabled');
  if (enabled === undefined) {
    throw invalidParam(
      params.name('enabled'),
      `Missing required param: ${params.name('enabled')}.`,
      'parameter_missing',
    );
  }
  const minimum = params.integer('minimum', 0, 99_999) ?? 1;
  const maximum = params.integer('maximum', 1, 99_999) ?? null;
  if (maximum !== null && maximum < minimum) {
    throw invalidParam(
      params.name('maximum'),
      'The maximum quantity must be greater than or equal to the minimum quantity.',
    );
  }
  return { enabled, minimum, maximum };
}

const ALLOWED_UPDATES = ['price', 'quantity', 'promotion_code'] as const;

/** `default_allowed_updates` (Stripe's enum); none given: the price, as the emulator's portal did before quantities. */
function readAllowedUpdates(update: Params | undefined): string[] {
  // The SDK sends an empty list as one empty value.
  const values = (update?.stringList('default_allowed_updates') ?? ['price']).filter(Boolean);
  const wrong = values.find((value) => !(ALLOWED_UPDATES as readonly string[]).includes(value));
  if (wrong) {
    throw invalidParam(
      'default_allowed_updates',
      `Invalid default_allowed_updates: must be one of ${ALLOWED_UPDATES.join(', ')}`,
    );
  }
  return values;
}

/** The features this emulator's portal honours; the others are taken and ignored, as settings it has no page for. */
function readFeatures(core: Emulator, params: Params): PortalFeatures {
  const features = params.nested('features');
  if (!features) throw invalidParam('features', 'Missing required param: features.', 'parameter_missing');
  features.allowOnly(
    'customer_update',
    'invoice_history',
    'payment_method_update',
    'subscription_cancel',
    'subscription_pause',
    'subscription_update',
  );
  const methods = features.nested('payment_method_update');
  methods?.allowOnly('enabled', 'payment_method_configuration');
  const configuration = methods?.string('payment_method_configuration') || null;
  if (configuration) core.state.paymentMethodConfiguration(configuration, 'payment_method_configuration');
  const update = features.nested('subscription_update');
  update?.allowOnly(
    'enabled',
    'default_allowed_updates',
    'products',
    'proration_behavior',
    'trial_update_behavior',
    'billing_cycle_anchor',
    'schedule_at_period_end',
  );
  const products = (update?.list('products') ?? []).map((product) => {
    product.allowOnly('product', 'prices', 'adjustable_quantity');
    const id = core.state.product(product.requiredString('product')).id;
    const prices = product.stringList('prices') ?? [];
    for (const price of prices) {
      if (core.state.price(price, 'prices').product !== id) throw invalidRequest(`Price ${price} is not of ${id}.`);
    }
    return { product: id, prices, adjustableQuantity: readAdjustableQuantity(product.nested('adjustable_quantity')) };
  });
  return {
    paymentMethodConfiguration: configuration,
    allowedUpdates: readAllowedUpdates(update),
    products: update?.boolean('enabled') === false ? [] : products,
    prorationBehavior: oneOf(
      update,
      'proration_behavior',
      ['create_prorations', 'none', 'always_invoice'] as const,
      'create_prorations',
    ),
    // Stripe: "Defaults to a value of end_trial if you don't set it during creation."
    trialUpdateBehavior: oneOf(update, 'trial_update_behavior', ['end_trial', 'continue_trial'] as const, 'end_trial'),
  };
}

export const portalRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ core, params }) => {
      params.allowOnly('customer', 'return_url', 'configuration', 'locale');
      const customer = core.state.customer(params.requiredString('customer'), 'customer');
      const configuration = core.state.portalConfiguration(
        params.string('configuration') ?? PORTAL_CONFIGURATION_ID,
        'configuration',
      );
      if (!configuration.active) throw invalidRequest(`The configuration ${configuration.id} is not active.`);
      const id = newId('bps');
      const session: PortalSession = {
        ...structuredClone(templates.billing_portal_session),
        id,
        object: 'billing_portal.session',
        configuration: configuration.id,
        created: core.clock.now(),
        customer: customer.id,
        locale: params.string('locale') ?? null,
        return_url: params.url('return_url', false) ?? null,
        url: `${core.publicUrl}/portal/${id}`,
      };
      core.state.portalSessions.set(id, session);
      return expand(core, session, params.expand());
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/configurations$/,
    handle: ({ core, params }) => {
      params.allowOnly('features', 'business_profile', 'default_return_url', 'login_page', 'metadata', 'name');
      const configuration = portalConfigurationObject(
        core.clock.now(),
        { isDefault: false, metadata: params.metadata() ?? {}, name: params.string('name') || null },
        readFeatures(core, params),
      );
      configuration.default_return_url = params.url('default_return_url', false) ?? null;
      core.state.portalConfigurations.set(configuration.id, configuration);
      return expand(core, configuration, params.expand());
    },
  },
  retrieveRoute('billing_portal/configurations', (core, id) => core.state.portalConfiguration(id)),
  listRoute({
    collection: 'billing_portal/configurations',
    resource: 'billing_portal.configuration',
    filters: ['active', 'is_default'],
    items: (core) => core.state.portalConfigurations.values(),
    keep: ({ params }) => {
      const active = params.boolean('active');
      const isDefault = params.boolean('is_default');
      return (c) =>
        (active === undefined || c.active === active) && (isDefault === undefined || c.is_default === isDefault);
    },
  }),
  {
    method: 'POST',
    pattern: /^\/v1\/payment_method_configurations$/,
    handle: ({ core, params }) => {
      params.allowOnly('name', 'parent', ...CONFIGURABLE_METHODS);
      // A new configuration starts from what the account enables, as at Stripe; each method's
      // display_preference[preference] turns it on or off.
      const enabled = Object.fromEntries(
        CONFIGURABLE_METHODS.map((method) => {
          const preference = params.nested(method)?.nested('display_preference');
          return [method, oneOf(preference, 'preference', ['on', 'off', 'none'] as const, 'on') !== 'off'];
        }),
      ) as Record<ConfigurableMethod, boolean>;
      const configuration = paymentMethodConfigurationObject(
        { name: params.string('name') || 'Payment method configuration', isDefault: false },
        enabled,
      );
      core.state.paymentMethodConfigurations.set(configuration.id, configuration);
      return configuration as unknown as StripeObject;
    },
  },
  retrieveRoute(
    'payment_method_configurations',
    (core, id) => core.state.paymentMethodConfiguration(id) as unknown as StripeObject,
  ),
  listRoute({
    collection: 'payment_method_configurations',
    resource: 'payment_method_configuration',
    filters: ['application'],
    items: (core) => [...core.state.paymentMethodConfigurations.values()] as unknown as StripeObject[],
    keep: () => () => true,
  }),
];
