/**
 * The Stripe endpoints: start a checkout (monthly or trial) and, for the
 * success page, confirm a finished checkout at once instead of waiting for the webhook.
 */
import { Router } from 'express';
import { endpoints, PLANS, type Plan } from '@cannabis-reports/contracts';
import { badRequest, forbidden } from '../../errors';
import { confirmCheckoutSession, startCheckout } from '../../services/billing/checkout';
import type { CheckoutKind } from '../../services/billing/checkout-refusal';
import { toUserInfo } from '../../services/accounts/user-info';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth, type Caller } from '../middleware/require-auth';
import { route } from '../route';

/** The caller's e-mail, which Stripe receives; the body's copy must be the same one. */
function checkoutCaller(caller: Caller, bodyEmail: string | undefined) {
  if (!caller.email) throw badRequest('email_required', 'An e-mail address is required to subscribe');
  if (bodyEmail !== undefined && bodyEmail.toLowerCase() !== caller.email) {
    throw forbidden('email_mismatch', 'You can only subscribe with the e-mail address you signed in with');
  }
  return { uid: caller.uid, email: caller.email };
}

export function stripeRoutes(): Router {
  const router = Router();

  const checkout = (kind: CheckoutKind, plan: Plan, email: string | undefined, caller: Caller) =>
    startCheckout(checkoutCaller(caller, email), kind, plan);

  route(router, endpoints.checkout, [requireAuth, limits.checkout], async ({ body: { priceId, email } }, req) => {
    // The client names a plan ('monthly', 'annual'), never a Stripe price id: the server maps
    // it to one of the two configured prices.
    const plan = PLANS.find((known) => known === priceId);
    if (!plan) throw badRequest('unknown_plan', `Unknown plan '${priceId.slice(0, 40)}'`);
    return { url: await checkout('monthly', plan, email, callerOf(req)) };
  });

  route(router, endpoints.trialCheckout, [requireAuth, limits.checkout], async ({ body: { email, plan } }, req) => ({
    url: await checkout('trial', plan ?? 'monthly', email, callerOf(req)),
  }));

  route(router, endpoints.confirmCheckout, [requireAuth, limits.confirmCheckout], async ({ body }, req) => {
    const record = await confirmCheckoutSession(callerOf(req).uid, body.sessionId);
    return { success: true, user: record ? toUserInfo(record) : null };
  });

  return router;
}
