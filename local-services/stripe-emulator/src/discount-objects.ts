/** Factories for coupons, promotion codes and discounts (see objects.ts for the pattern). */
import { addMonths } from './clock';
import { newId, randomToken } from './ids';
import { templates } from './templates';
import type { Coupon, CouponDuration, Discount, Metadata, PromotionCode } from './types';

export interface CouponFields {
  id: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: CouponDuration;
  duration_in_months: number | null;
  name: string | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  metadata: Metadata;
}

export function couponObject(now: number, fields: CouponFields): Coupon {
  return {
    ...structuredClone(templates.coupon),
    ...fields,
    id: fields.id ?? randomToken(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    created: now,
    times_redeemed: 0,
    valid: true,
  };
}

export interface PromotionCodeFields {
  coupon: string;
  code: string | null;
  active: boolean;
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  first_time_transaction: boolean;
  minimum_amount: number | null;
  minimum_amount_currency: string | null;
  metadata: Metadata;
}

export function promotionCodeObject(now: number, fields: PromotionCodeFields): PromotionCode {
  return {
    ...structuredClone(templates.promotion_code),
    id: newId('promo'),
    created: now,
    active: fields.active,
    code: fields.code ?? randomToken(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    customer: fields.customer,
    expires_at: fields.expires_at,
    max_redemptions: fields.max_redemptions,
    metadata: fields.metadata,
    promotion: { type: 'coupon', coupon: fields.coupon },
    restrictions: {
      first_time_transaction: fields.first_time_transaction,
      minimum_amount: fields.minimum_amount,
      minimum_amount_currency: fields.minimum_amount_currency,
    },
    times_redeemed: 0,
  };
}

/** A coupon redeemed on a subscription; a repeating one ends its months after it starts. */
export function discountObject(
  now: number,
  coupon: Coupon,
  fields: { customer: string; subscription: string; promotionCode: string | null },
): Discount {
  return {
    ...structuredClone(templates.discount),
    id: newId('di'),
    customer: fields.customer,
    subscription: fields.subscription,
    promotion_code: fields.promotionCode,
    source: { type: 'coupon', coupon: coupon.id },
    start: now,
    end: coupon.duration === 'repeating' ? addMonths(now, coupon.duration_in_months ?? 1) : null,
  };
}
