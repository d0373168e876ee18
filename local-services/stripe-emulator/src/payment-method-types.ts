/**
 * Which payment methods a Checkout Session offers. Since API version 2026-09-30 Checkout takes
 * no `payment_method_types`: it offers what the account enables (here: cards and Link), narrowed
 * by `allowed_payment_method_types` (only these) or `excluded_payment_method_types` (all but these).
 * https://docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions
 */
import { invalidParam } from './errors';
import type { Params } from './params';

/** The types the SDK's declarations list for both parameters. */
const KNOWN_TYPES = new Set(
  (
    'acss_debit affirm afterpay_clearpay alipay alma amazon_pay au_becs_debit bacs_debit bancontact billie bizum ' +
    'blik boleto card cashapp crypto customer_balance eps fpx giropay grabpay ideal kakao_pay klarna konbini kr_card ' +
    'link mb_way mobilepay multibanco naver_pay nz_bank_account oxxo p24 pay_by_bank payco paynow paypal paypay ' +
    'payto pix promptpay revolut_pay samsung_pay satispay scalapay sepa_debit sequra sofort sunbit swish twint upi ' +
    'us_bank_account wechat_pay zip'
  ).split(' '),
);

/** What the emulator's test account enables, in the order the hosted page shows them. */
export const ACCOUNT_PAYMENT_METHOD_TYPES = ['card', 'link'] as const;

function typeList(params: Params, key: string): string[] | undefined {
  const values = params.stringList(key);
  values?.forEach((value, index) => {
    if (!KNOWN_TYPES.has(value)) {
      throw invalidParam(`${key}[${index}]`, `Invalid ${key}[${index}]: must be one of ${[...KNOWN_TYPES].join(', ')}`);
    }
  });
  return values;
}

export interface SessionPaymentMethods {
  /** What the session offers (the object's `payment_method_types`). */
  offered: string[];
  /** The `allowed_payment_method_types` it was created with, or null. */
  allowed: string[] | null;
}

export function sessionPaymentMethods(params: Params): SessionPaymentMethods {
  const allowed = typeList(params, 'allowed_payment_method_types');
  const excluded = typeList(params, 'excluded_payment_method_types');
  if (allowed && excluded) {
    throw invalidParam(
      'excluded_payment_method_types',
      'You may only specify one of these parameters: allowed_payment_method_types, excluded_payment_method_types.',
    );
  }
  const offered = ACCOUNT_PAYMENT_METHOD_TYPES.filter(
    (type) => (!allowed || allowed.includes(type)) && !excluded?.includes(type),
  );
  if (!offered.length) {
    throw invalidParam(
      allowed ? 'allowed_payment_method_types' : 'excluded_payment_method_types',
      'No valid payment method types for this Checkout Session. Enable a payment method in your dashboard ' +
        `or change the payment method types you pass (this account enables ${ACCOUNT_PAYMENT_METHOD_TYPES.join(', ')}).`,
    );
  }
  return { offered, allowed: allowed ?? null };
}
