/** The caller's billing account: the Stripe Billing Portal and invoices. */
import type { InvoicesAnswer, PortalSessionAnswer } from '@cannabis-reports/contracts';
import { apiRequest } from '../../../lib/api-client';

/** A portal session returning to /profile; the URL to send the browser to. */
export async function createPortalSession(): Promise<string> {
  return (await apiRequest<PortalSessionAnswer>('/billing/portal-session', { method: 'POST', body: {} })).url;
}

export async function fetchInvoices(signal?: AbortSignal): Promise<InvoicesAnswer> {
  return apiRequest<InvoicesAnswer>('/billing/invoices', { signal });
}
