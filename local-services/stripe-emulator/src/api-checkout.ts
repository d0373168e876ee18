/** Checkout sessions: create (subscription mode), retrieve (with expand), list and expire. */
import type { Route } from './route';
import { invalidParam, invalidRequest } from './errors';
import { expand } from './expand';
import { checkoutSessionObject, SESSION_LIFETIME_SECONDS, SESSION_MIN_LIFETIME_SECONDS } from './objects';
import type { Params } from './params';
import { sessionPaymentMethods } from './payment-method-types';
import { ID, listRoute, retrieveRoute } from './standard-routes';
import { couponRedeemable, setSessionDiscount } from './discounts';
import type { Emulator } from './emulator';
import type { SessionDiscount, SessionPlan } from './types';

const SESSION_STATUSES = ['open', 'complete', 'expired'];

/**
 * `expires_at`: 30 minutes to 24 hours after creation, as Stripe requires; 24 hours when not given.
 * The caller computes it from its own clock, which is real time (as Stripe's is). When the
 * emulator's clock has been moved forward (it stands in for a test clock), the bounds are checked
 * against real time and the session's lifetime is placed on the emulator's clock, so a checkout
 * opened after an advance lives its 30 minutes instead of being refused as already past.
 */
function expiresAt(params: Params, now: number, realNow: number): number {
  const value = params.integer('expires_at', 0, Number.MAX_SAFE_INTEGER);
  if (value === undefined) return now + SESSION_LIFETIME_SECONDS;
  const lifetime = value - realNow;
  if (lifetime < SESSION_MIN_LIFETIME_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (lifetime > SESSION_LIFETIME_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  return now + lifetime;
}

function mode(params: Params): void {
  const value = params.requiredString('mode');
  if (!['payment', 'setup', 'subscription'].includes(value)) {
    throw invalidParam('mode', 'Invalid mode: must be one of payment, setup, or subscription');
  }
  if (value !== 'subscription') throw invalidParam('mode', 'The Stripe emulator supports only mode=subscription.');
}

function lineItem(params: Params): { price: string; quantity: number } {
  const items = params.list('line_items');
  if (!items?.length) throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing');
  if (items.length > 1) throw invalidParam('line_items', 'The Stripe emulator supports exactly one line item.');
  const [item] = items;
  item.allowOnly('price', 'quantity');
  const quantity = item.integer('quantity', 1, 999_999);
  if (quantity === undefined) {
    throw invalidParam(
      'line_items[0][quantity]',
      'Missing required param: line_items[0][quantity].',
      'parameter_missing',
    );
  }
  return { price: item.requiredString('price'), quantity };
}

/** `discounts`: at most one, a coupon or a promotion code, redeemable now. */
function sessionDiscountParam(core: Emulator, params: Params): SessionDiscount | undefined {
  const items = params.list('discounts');
  if (!items?.length) return undefined;
  if (items.length > 1) throw invalidParam('discounts', 'You may only specify one discount.');
  const [item] = items;
  item.allowOnly('coupon', 'promotion_code');
  const couponId = item.string('coupon');
  const promotionId = item.string('promotion_code');
  if (Boolean(couponId) === Boolean(promotionId)) {
    throw invalidParam('discounts[0]', 'You must specify exactly one of coupon or promotion_code.');
  }
  const promotion = promotionId ? core.state.promotionCode(promotionId, 'discounts[0][promotion_code]') : undefined;
  if (promotion && !promotion.active) {
    throw invalidParam('discounts[0][promotion_code]', `This promotion code is inactive: '${promotion.id}'.`);
  }
  const coupon = core.state.coupon(promotion?.promotion.coupon ?? couponId!, 'discounts[0][coupon]');
  if (!couponRedeemable(coupon, core.clock.now())) {
    throw invalidParam('discounts[0][coupon]', `This coupon can no longer be redeemed: '${coupon.id}'.`);
  }
  return { coupon: coupon.id, promotionCode: promotion?.id ?? null };
}

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: ({ core, params }) => {
      params.allowOnly(
        'mode',
        'customer',
        'customer_email',
        'line_items',
        'success_url',
        'cancel_url',
        'client_reference_id',
        'metadata',
        'subscription_data',
        'expires_at',
        'allowed_payment_method_types',
        'excluded_payment_method_types',
        'allow_promotion_codes',
        'discounts',
      );
      mode(params);
      const { price: priceId, quantity } = lineItem(params);
      const price = core.state.price(priceId, 'line_items[0][price]');
      const customerId = params.string('customer') || null;
      const customerEmail = params.string('customer_email') || null;
      if (customerId && customerEmail) {
        throw invalidParam('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
      }
      if (customerId) core.state.customer(customerId, 'customer');
      const successUrl = params.url('success_url', true)!;
      const cancelUrl = params.url('cancel_url', false) ?? null;
      const clientReferenceId = params.string('client_reference_id') || null;
      if (clientReferenceId && clientReferenceId.length > 200) {
        throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.');
      }
      const subscriptionData = params
        .nested('subscription_data')
        ?.allowOnly('trial_period_days', 'metadata', 'billing_mode');
      const billingMode = subscriptionData?.nested('billing_mode')?.allowOnly('type', 'flexible');
      const billingModeType = billingMode?.string('type') ?? 'flexible';
      if (billingModeType !== 'flexible' && billingModeType !== 'classic') {
        throw invalidParam(
          'subscription_data[billing_mode][type]',
          'Invalid billing mode: must be classic or flexible',
        );
      }
      const plan: SessionPlan = {
        price: price.id,
        quantity,
        trialPeriodDays: subscriptionData?.integer('trial_period_days', 1, 730) ?? null,
        subscriptionMetadata: subscriptionData?.metadata() ?? {},
        // Flexible is the default for subscriptions created through the API, Checkout's included,
        // since 2025-09-30 (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible).
        billingMode: billingModeType,
      };
      const paymentMethods = sessionPaymentMethods(params);
      const allowPromotionCodes = params.boolean('allow_promotion_codes') ?? null;
      const chosen = sessionDiscountParam(core, params);
      if (allowPromotionCodes && chosen) {
        throw invalidParam(
          'discounts',
          'You may only specify one of these parameters: allow_promotion_codes, discounts.',
        );
      }
      const amount = plan.trialPeriodDays ? 0 : price.unit_amount * quantity;
      const now = core.clock.now();
      const session = checkoutSessionObject(
        now,
        core.publicUrl,
        {
          customer: customerId,
          customer_email: customerEmail,
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: clientReferenceId,
          metadata: params.metadata() ?? {},
          amount_subtotal: amount,
          amount_total: amount,
          payment_method_types: paymentMethods.offered,
          allowed_payment_method_types: paymentMethods.allowed,
        },
        expiresAt(params, now, core.clock.realNow()),
      );
      session.allow_promotion_codes = allowPromotionCodes;
      core.state.sessions.set(session.id, session);
      core.state.sessionPlans.set(session.id, plan);
      setSessionDiscount(core, session, chosen);
      return expand(core, session, params.expand());
    },
  },
  retrieveRoute('checkout/sessions', (core, id) => core.state.session(id)),
  listRoute({
    collection: 'checkout/sessions',
    resource: 'checkout.session',
    filters: ['customer', 'status'],
    items: (core) => core.state.sessions.values(),
    keep: ({ params }) => {
      const customer = params.string('customer');
      const status = params.string('status');
      if (status !== undefined && !SESSION_STATUSES.includes(status)) {
        throw invalidParam('status', `Invalid status: must be one of ${SESSION_STATUSES.join(', ')}`);
      }
      return (session) =>
        (customer === undefined || session.customer === customer) &&
        (status === undefined || session.status === status);
    },
  }),
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      const session = core.state.session(id);
      if (session.status !== 'open') {
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This session's status is '${session.status}'.`,
        );
      }
      session.status = 'expired';
      session.url = null;
      core.emit('checkout.session.expired', session);
      return expand(core, session, params.expand());
    },
  },
];
