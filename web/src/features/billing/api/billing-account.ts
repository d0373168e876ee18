/** The caller's billing account: the Stripe Billing Portal and invoices. */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** A portal session returning to /profile; the URL to send the browser to. */
export async function createPortalSession(): Promise<string> {
  return (await api(apiRoutes.portalSession)).url;
}

export const fetchInvoices = (signal?: AbortSignal) => api(apiRoutes.invoices, { signal });
