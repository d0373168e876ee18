/**
 * The Stripe endpoints: start a checkout (monthly or trial) and, for the
 * success page, confirm a finished checkout at once instead of waiting for the webhook.
 */
import { Router } from 'express';
import {
  checkoutBodySchema,
  confirmCheckoutBodySchema,
  PLANS,
  trialCheckoutBodySchema,
} from '@cannabis-reports/contracts';
import { badRequest, forbidden } from '../../errors';
import { confirmCheckoutSession, startCheckout } from '../../services/billing/checkout';
import type { CheckoutKind } from '../../services/billing/checkout-refusal';
import { toUserInfo } from '../../services/accounts/user-info';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth, type Caller } from '../middleware/require-auth';
import { parse } from '../validation/parse';

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

  const checkout = (kind: CheckoutKind, email: string | undefined, caller: Caller) =>
    startCheckout(checkoutCaller(caller, email), kind);

  router.post('/stripe/create-checkout-session', requireAuth, limits.checkout, async (req, res) => {
    const { priceId, email } = parse(checkoutBodySchema, req.body ?? {});
    // The client names a plan ('monthly'), never a Stripe price id: the server maps it to the price.
    if (!(PLANS as readonly string[]).includes(priceId))
      throw badRequest('unknown_plan', `Unknown plan '${priceId.slice(0, 40)}'`);
    res.json({ url: await checkout('monthly', email, callerOf(req)) });
  });

  router.post('/stripe/create-trial-checkout-session', requireAuth, limits.checkout, async (req, res) => {
    const { email } = parse(trialCheckoutBodySchema, req.body ?? {});
    res.json({ url: await checkout('trial', email, callerOf(req)) });
  });

  router.post('/stripe/confirm-checkout-session', requireAuth, limits.confirmCheckout, async (req, res) => {
    const { sessionId } = parse(confirmCheckoutBodySchema, req.body ?? {});
    const record = await confirmCheckoutSession(callerOf(req).uid, sessionId);
    res.json({ success: true, user: record ? toUserInfo(record) : null });
  });

  return router;
}
