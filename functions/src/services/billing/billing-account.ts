/**
 * The caller's billing account in Stripe: a Billing Portal session of the product's own portal
 * (update the card, billing details, invoice history, switch plans, and pay what is due), and
 * their invoices. Both act only on the
 * customer stored on the caller's own record.
 */
import type { InvoicesAnswer, InvoicesQuery } from '@cannabis-reports/contracts';
import { publicSiteUrl, stripePriceAnnual, stripePriceMonthly } from '../../config';
import { badRequest, conflict } from '../../errors';
import { toInvoiceSummary } from './invoice-summary';
import { forgetPortalConfiguration, isMissingConfiguration, productPortalConfiguration } from './portal-configuration';
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

/** A session of the product's portal (portal-configuration) for `customerId`, returning to /profile. */
async function portalSession(customerId: string, retried = false): Promise<string> {
  const site = publicSiteUrl.value().replace(/\/+$/, '');
  try {
    const session = await stripe().billingPortal.sessions.create({
      customer: customerId,
      return_url: `${site}/profile`,
      configuration: await productPortalConfiguration(),
    });
    return session.url;
  } catch (error) {
    // The configuration was deleted (or the account reset) since this instance looked it up.
    if (retried || !isMissingConfiguration(error)) throw error;
    forgetPortalConfiguration();
    return portalSession(customerId, true);
  }
}

/** A portal session for the caller's customer, returning to /profile; its URL. */
export async function createPortalSession(uid: string): Promise<string> {
  const customerId = await storedCustomer(uid);
  if (!customerId) throw conflict('no_billing_account', NO_BILLING_ACCOUNT);
  try {
    return await portalSession(customerId);
  } catch (error) {
    if (await customerGone(uid, customerId, error)) throw conflict('no_billing_account', NO_BILLING_ACCOUNT);
    throw error;
  }
}

/** One page of the caller's invoices, newest first, without drafts. */
export async function listInvoices(uid: string, query: InvoicesQuery): Promise<InvoicesAnswer> {
  const customerId = await storedCustomer(uid);
  if (!customerId) return { invoices: [], hasMore: false };
  try {
    return await customerInvoices(customerId, query);
  } catch (error) {
    if (await customerGone(uid, customerId, error)) return { invoices: [], hasMore: false };
    // The customer is there: what is missing is the startingAfter invoice.
    throw badRequest('invalid_request', 'startingAfter is not one of your invoices');
  }
}

/** One page of a customer's invoices, newest first, without drafts: a person's, or a team's (team-billing). */
export async function customerInvoices(customerId: string, query: InvoicesQuery): Promise<InvoicesAnswer> {
  const page = await stripe().invoices.list({
    customer: customerId,
    limit: query.limit ? Number(query.limit) : DEFAULT_INVOICE_PAGE,
    // The coupon and promotion code behind each discount, to name it.
    expand: ['data.discounts.source.coupon', 'data.discounts.promotion_code'],
    ...(query.startingAfter ? { starting_after: query.startingAfter } : {}),
  });
  return {
    invoices: page.data
      .filter((invoice) => invoice.status !== 'draft')
      .map((invoice) => toInvoiceSummary(invoice, planPrices())),
    hasMore: page.has_more,
  };
}

export const planPrices = () => ({ monthly: stripePriceMonthly.value(), annual: stripePriceAnnual.value() });
