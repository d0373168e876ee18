/**
 * The promotion code step of the hosted checkout: POST /checkout/:id/promotion-code applies a
 * code the session may redeem (or, empty, removes the one applied) and shows the page again
 * with the new total; a code it cannot take shows 'This code is invalid.' A code checked
 * here is checked again when the payer pays, as it may have run out meanwhile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closedPage, pageInput } from './checkout-flow';
import { checkoutPage, messagePage } from './checkout-page';
import { INVALID_CODE, redeemablePromotionCode, setSessionDiscount } from './discounts';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import type { CheckoutSession } from './types';

const invalidCodePage = (core: Emulator, session: CheckoutSession) =>
  checkoutPage({ ...pageInput(core, session), error: { field: 'promotion_code', message: INVALID_CODE } });

function codeFor(core: Emulator, session: CheckoutSession, code: string) {
  const { plan, price } = pageInput(core, session);
  const customer = session.customer ? core.state.customers.get(session.customer) : undefined;
  return redeemablePromotionCode(core, code, customer, price.unit_amount * plan.quantity);
}

export async function applyPromotionCode(
  core: Emulator,
  session: CheckoutSession,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const closed = closedPage(session);
  if (closed) return sendHtml(res, 400, closed);
  if (!session.allow_promotion_codes) {
    return sendHtml(res, 400, messagePage('Not available', 'This checkout does not take promotion codes.'));
  }
  const code = (new URLSearchParams(await readBody(req)).get('promotion_code') ?? '').trim();
  const promo = code ? codeFor(core, session, code) : undefined;
  if (code && !promo) return sendHtml(res, 400, invalidCodePage(core, session));
  setSessionDiscount(core, session, promo && { coupon: promo.promotion.coupon, promotionCode: promo.id });
  redirect(res, `/checkout/${encodeURIComponent(session.id)}`);
}

/**
 * At payment: when the code applied can no longer be redeemed (deactivated, expired, used up),
 * removes it and answers the page that says so; otherwise undefined.
 */
export function refusedPromotionCode(core: Emulator, session: CheckoutSession): string | undefined {
  const chosen = core.state.sessionDiscounts.get(session.id);
  if (!chosen?.promotionCode) return undefined;
  if (codeFor(core, session, core.state.promotionCode(chosen.promotionCode).code)) return undefined;
  setSessionDiscount(core, session, undefined);
  return invalidCodePage(core, session);
}
