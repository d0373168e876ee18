/** Coupons and promotion codes: create, retrieve, list; promotion codes also update (active, metadata). */
import type { Route } from './route';
import { couponObject, promotionCodeObject } from './discount-objects';
import { invalidParam } from './errors';
import { expand } from './expand';
import type { Params } from './params';
import { ID, listRoute, retrieveRoute } from './standard-routes';
import type { CouponDuration } from './types';

const DURATIONS: CouponDuration[] = ['once', 'repeating', 'forever'];

/** `percent_off`: a number above 0 and at most 100, with up to two decimals. */
function percentOff(params: Params): number | null {
  const text = params.string('percent_off');
  if (text === undefined) return null;
  const value = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || value <= 0 || value > 100) {
    throw invalidParam('percent_off', 'Invalid percent_off: must be greater than 0 and at most 100.');
  }
  return value;
}

function couponFields(params: Params) {
  const percent = percentOff(params);
  const amount = params.integer('amount_off', 1, 99_999_999) ?? null;
  const currency = params.string('currency')?.toLowerCase() ?? null;
  if ((percent === null) === (amount === null)) {
    throw invalidParam('percent_off', 'You must pass exactly one of percent_off or amount_off.');
  }
  if (amount !== null && !currency) {
    throw invalidParam('currency', 'You must pass currency when passing amount_off.', 'parameter_missing');
  }
  const duration = (params.string('duration') ?? 'once') as CouponDuration;
  if (!DURATIONS.includes(duration)) {
    throw invalidParam('duration', `Invalid duration: must be one of ${DURATIONS.join(', ')}`);
  }
  const months = params.integer('duration_in_months', 1, 1200) ?? null;
  if (duration === 'repeating' && months === null) {
    throw invalidParam(
      'duration_in_months',
      'Missing required param: duration_in_months (a repeating coupon needs one).',
      'parameter_missing',
    );
  }
  if (duration !== 'repeating' && months !== null) {
    throw invalidParam('duration_in_months', 'duration_in_months can only be set when duration is repeating.');
  }
  return {
    percent_off: percent,
    amount_off: amount,
    currency: amount === null ? null : currency,
    duration,
    duration_in_months: months,
  };
}

export const discountRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/coupons$/,
    handle: ({ core, params }) => {
      params.allowOnly(
        'id',
        'percent_off',
        'amount_off',
        'currency',
        'duration',
        'duration_in_months',
        'name',
        'max_redemptions',
        'redeem_by',
        'metadata',
      );
      const id = params.string('id') || null;
      if (id && core.state.coupons.has(id)) {
        throw invalidParam('id', 'Coupon already exists.', 'resource_already_exists');
      }
      const coupon = couponObject(core.clock.now(), {
        ...couponFields(params),
        id,
        name: params.string('name') || null,
        max_redemptions: params.integer('max_redemptions', 1, Number.MAX_SAFE_INTEGER) ?? null,
        redeem_by: params.integer('redeem_by', core.clock.now() + 1, Number.MAX_SAFE_INTEGER) ?? null,
        metadata: params.metadata() ?? {},
      });
      core.state.coupons.set(coupon.id, coupon);
      return expand(core, coupon, params.expand());
    },
  },
  retrieveRoute('coupons', (core, id) => core.state.coupon(id)),
  listRoute({ collection: 'coupons', resource: 'coupon', filters: [], items: (core) => core.state.coupons.values() }),
  {
    method: 'POST',
    pattern: /^\/v1\/promotion_codes$/,
    handle: ({ core, params }) => {
      params.allowOnly(
        'promotion',
        'code',
        'active',
        'customer',
        'expires_at',
        'max_redemptions',
        'restrictions',
        'metadata',
      );
      const promotion = params.nested('promotion');
      if (!promotion) throw invalidParam('promotion', 'Missing required param: promotion.', 'parameter_missing');
      promotion.allowOnly('type', 'coupon');
      if (promotion.requiredString('type') !== 'coupon') {
        throw invalidParam('promotion[type]', 'Invalid promotion[type]: must be coupon');
      }
      const coupon = core.state.coupon(promotion.requiredString('coupon'), 'promotion[coupon]');
      const code = params.string('code') || null;
      if (code !== null && !/^[A-Za-z0-9_-]{1,500}$/.test(code)) {
        throw invalidParam('code', 'A promotion code may only contain letters, digits, dashes and underscores.');
      }
      const taken = (wanted: string) =>
        [...core.state.promotionCodes.values()].some((p) => p.active && p.code.toUpperCase() === wanted.toUpperCase());
      if (code && taken(code)) {
        throw invalidParam('code', 'An active promotion code with this code already exists.');
      }
      const customer = params.string('customer') || null;
      if (customer) core.state.customer(customer, 'customer');
      const restrictions = params.nested('restrictions');
      restrictions?.allowOnly('first_time_transaction', 'minimum_amount', 'minimum_amount_currency');
      const minimum = restrictions?.integer('minimum_amount', 1, 99_999_999) ?? null;
      const promo = promotionCodeObject(core.clock.now(), {
        coupon: coupon.id,
        code,
        active: params.boolean('active') ?? true,
        customer,
        expires_at: params.integer('expires_at', core.clock.now() + 1, Number.MAX_SAFE_INTEGER) ?? null,
        max_redemptions: params.integer('max_redemptions', 1, Number.MAX_SAFE_INTEGER) ?? null,
        first_time_transaction: restrictions?.boolean('first_time_transaction') ?? false,
        minimum_amount: minimum,
        minimum_amount_currency: minimum === null ? null : (restrictions?.string('minimum_amount_currency') ?? 'usd'),
        metadata: params.metadata() ?? {},
      });
      core.state.promotionCodes.set(promo.id, promo);
      return expand(core, promo, params.expand());
    },
  },
  retrieveRoute('promotion_codes', (core, id) => core.state.promotionCode(id)),
  listRoute({
    collection: 'promotion_codes',
    resource: 'promotion_code',
    filters: ['active', 'code', 'coupon', 'customer'],
    items: (core) => core.state.promotionCodes.values(),
    keep: ({ params }) => {
      const active = params.boolean('active');
      const code = params.string('code');
      const coupon = params.string('coupon');
      const customer = params.string('customer');
      return (p) =>
        (active === undefined || p.active === active) &&
        (code === undefined || p.code.toUpperCase() === code.toUpperCase()) &&
        (coupon === undefined || p.promotion.coupon === coupon) &&
        (customer === undefined || p.customer === customer);
    },
  }),
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/promotion_codes/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly('active', 'metadata');
      const promo = core.state.promotionCode(id);
      const active = params.boolean('active');
      if (active !== undefined) promo.active = active;
      const metadata = params.metadata();
      if (metadata) {
        const merged = { ...promo.metadata, ...metadata };
        promo.metadata = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
      }
      return expand(core, promo, params.expand());
    },
  },
];
