/**
 * The caller's billing account: `POST /billing/portal-session` (Stripe's Billing Portal,
 * returning to /profile) and `GET /billing/invoices`. Both act only on the caller's own
 * Stripe customer; neither takes an id of anything.
 */
import { Router } from 'express';
import { invoicesQuerySchema } from '@cannabis-reports/contracts';
import { createPortalSession, listInvoices } from '../../services/billing/billing-account';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { parse } from '../validation/parse';

/** Far above a person opening their profile and the portal; each call reaches Stripe. */
export const billingLimits = {
  portal: limits.billingPortal,
  invoices: limits.billingInvoices,
};

export function billingRoutes(): Router {
  const router = Router();

  router.post('/billing/portal-session', requireAuth, billingLimits.portal, async (req, res) => {
    res.set('cache-control', 'no-store').json({ url: await createPortalSession(callerOf(req).uid) });
  });

  router.get('/billing/invoices', requireAuth, billingLimits.invoices, async (req, res) => {
    const query = parse(invoicesQuerySchema, req.query);
    res.set('cache-control', 'private, no-store').json(await listInvoices(callerOf(req).uid, query));
  });

  return router;
}
