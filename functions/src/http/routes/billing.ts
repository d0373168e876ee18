/**
 * The caller's billing account: `POST /billing/portal-session` (Stripe's Billing Portal,
 * returning to /profile) and `GET /billing/invoices`. Both act only on the caller's own
 * Stripe customer; neither takes an id of anything.
 */
import { Router } from 'express';
import { endpoints } from '@cannabis-reports/contracts';
import { createPortalSession, listInvoices } from '../../services/billing/billing-account';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';

/** Far above a person opening their profile and the portal; each call reaches Stripe. */
export const billingLimits = {
  portal: limits.billingPortal,
  invoices: limits.billingInvoices,
};

export function billingRoutes(): Router {
  const router = Router();

  route(router, endpoints.portalSession, [requireAuth, billingLimits.portal], async (_input, req, res) => {
    res.set('cache-control', 'no-store');
    return { url: await createPortalSession(callerOf(req).uid) };
  });

  route(router, endpoints.invoices, [requireAuth, billingLimits.invoices], async ({ query }, req, res) => {
    res.set('cache-control', 'private, no-store');
    return listInvoices(callerOf(req).uid, query);
  });

  return router;
}
