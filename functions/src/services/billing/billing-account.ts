/**
 * The caller's billing account in Stripe: a Billing Portal session (update the card, billing
 * details, invoice history, and pay what is due), and their invoices. Both act only on the
 * customer stored on the caller's own record.
 */
import type { InvoicesAnswer, InvoicesQuery, InvoiceSummary } from '@cannabis-reports/contracts';
import type Stripe from 'stripe';
import { publicSiteUrl, stripePriceAnnual, stripePriceMonthly } from '../../config';
import { badRequest, conflict } from '../../errors';
import { stripe } from './stripe';
import { isResourceMissing, syncCustomer } from './subscription-sync';
import { getUserRecord } from '../accounts/user-records';

export const NO_BILLING_ACCOUNT = 'You have no billing account yet. Subscribe first from the upgrade page.';
export const DEFAULT_INVOICE_PAGE = 24;

async function storedCustomer(uid: string): Promise<string | undefined> {
  return (await getUserRecord(uid))?.stripeCustomerId ?? undefined;
}

/**
 * A Stripe refusal naming something missing: when the customer itself is gone (deleted in
 * Stripe), the sync unlinks it and the caller is told they have no billing account.
 */
async function customerGone(uid: string, customerId: string, error: unknown): Promise<boolean> {
  if (!isResourceMissing(error)) throw error;
  return (await syncCustomer(customerId, uid))?.customerGone === true;
}

/** A portal session for the caller's customer, returning to /profile; its URL. */
export async function createPortalSession(uid: string): Promise<string> {
  const customerId = await storedCustomer(uid);
  if (!customerId) throw conflict('no_billing_account', NO_BILLING_ACCOUNT);
  const site = publicSiteUrl.value().replace(/\/+$/, '');
  try {
    const session = await stripe().billingPortal.sessions.create({
      customer: customerId,
      return_url: `${site}/profile`,
    });
    return session.url;
  } catch (error) {
    if (await customerGone(uid, customerId, error)) throw conflict('no_billing_account', NO_BILLING_ACCOUNT);
    throw error;
  }
}

export function toInvoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    created: invoice.created,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    discount: (invoice.total_discount_amounts ?? []).reduce((sum, { amount }) => sum + amount, 0),
    interval: intervalOf(invoice),
    invoicePdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** The interval of the plan an invoice charges for, from its (non-proration) line's price. */
function intervalOf(invoice: Stripe.Invoice): string | null {
  const line = invoice.lines.data.find((entry) => !entry.parent?.subscription_item_details?.proration);
  const price = line?.pricing?.price_details?.price;
  const id = typeof price === 'string' ? price : price?.id;
  if (id && id === stripePriceAnnual.value()) return 'year';
  if (id && id === stripePriceMonthly.value()) return 'month';
  return null;
}

/** One page of the caller's invoices, newest first, without drafts. */
export async function listInvoices(uid: string, query: InvoicesQuery): Promise<InvoicesAnswer> {
  const customerId = await storedCustomer(uid);
  if (!customerId) return { invoices: [], hasMore: false };
  try {
    const page = await stripe().invoices.list({
      customer: customerId,
      limit: query.limit ? Number(query.limit) : DEFAULT_INVOICE_PAGE,
      ...(query.startingAfter ? { starting_after: query.startingAfter } : {}),
    });
    return {
      invoices: page.data.filter((invoice) => invoice.status !== 'draft').map(toInvoiceSummary),
      hasMore: page.has_more,
    };
  } catch (error) {
    if (await customerGone(uid, customerId, error)) return { invoices: [], hasMore: false };
    // The customer is there: what is missing is the startingAfter invoice.
    throw badRequest('invalid_request', 'startingAfter is not one of your invoices');
  }
}
