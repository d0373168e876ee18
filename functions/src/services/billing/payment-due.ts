/**
 * What a user must do about a payment that is due: read from Stripe for the subscription the
 * record describes while it is past_due or unpaid.
 *
 * Stripe keeps invoicing such a subscription every period ("The subscription continues to create
 * invoices", https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses), so
 * the debt is dated from the oldest invoice left unpaid since the last one paid (its
 * finalization: Stripe charges a subscription invoice when it finalizes it), never from the newest, or the week of
 * access would start again each period; a draft counts as unpaid, since a renewal waits as a
 * draft before it is charged. Only paying the most recent invoice makes the subscription active
 * again, so that is the one linked (its hosted page, where it is paid or its payment confirmed).
 * An unpaid subscription's renewals stay drafts that only the API finalizes, the portal cannot
 * ("Invoices continue to be generated each billing cycle and remain in draft state"): the most
 * recent is finalized here, left to the payer (`auto_advance: false`), so there is always a page
 * that restores the subscription (decision 0130). The customer's latest PaymentIntent says whether
 * the payment waits for the bank's confirmation (3D Secure, status requires_action), which a new
 * card in the portal does not settle.
 */
import type Stripe from 'stripe';
import { stripe } from './stripe';
import { currentSubscription, type SubscriptionSnapshot } from './subscription-state';

export interface PaymentDueFields {
  /** Unix seconds: the oldest unpaid invoice's first attempt; null when nothing is due. */
  paymentDueSince: number | null;
  /** The hosted page of the most recent invoice, the one whose payment restores the subscription. */
  openInvoiceUrl: string | null;
  paymentActionRequired: boolean;
}

export const NOTHING_DUE: PaymentDueFields = {
  paymentDueSince: null,
  openInvoiceUrl: null,
  paymentActionRequired: false,
};

/** Statuses whose invoices are due: Stripe retries them (past_due) or has stopped (unpaid). */
const DUE_STATUSES = new Set(['past_due', 'unpaid']);
/** An invoice that can still be paid; uncollectible ones can, at Stripe. */
const PAYABLE_INVOICES = new Set(['open', 'uncollectible']);
/** Invoices not paid yet: payable ones, and drafts, which Stripe charges (or leaves) once finalized. */
const UNPAID_INVOICES = new Set([...PAYABLE_INVOICES, 'draft']);
/** Stripe's largest page: eight years of monthly invoices, far more than a debt is ever left. */
const INVOICES_PAGE = 100;

type DueSnapshot = SubscriptionSnapshot & { latest_invoice?: string | Stripe.Invoice | null };
type DueInvoice = Pick<Stripe.Invoice, 'id' | 'status' | 'created' | 'hosted_invoice_url'> & {
  status_transitions?: { finalized_at?: number | null } | null;
};

export interface InvoicesDue<T extends DueInvoice> {
  /** Unix seconds: when the oldest unpaid invoice was finalized (created, for a draft). */
  since: number;
  /** The most recent invoice, whose payment makes the subscription active again. */
  latest: T;
}

/**
 * The debt of a subscription from its invoices (newest first, as Stripe lists them) and its
 * `latest_invoice`; undefined when none is unpaid. Pure, so every case is tested without Stripe.
 */
export function invoicesDue<T extends DueInvoice>(
  invoices: readonly T[],
  latestId: string | null,
): InvoicesDue<T> | undefined {
  // A paid invoice made the subscription active again: what was left unpaid before it is an older debt.
  const lastPaid = invoices.findIndex((invoice) => invoice.status === 'paid');
  const sinceLastPaid = lastPaid === -1 ? invoices : invoices.slice(0, lastPaid);
  const unpaid = sinceLastPaid.filter((invoice) => UNPAID_INVOICES.has(invoice.status ?? ''));
  const oldest = unpaid.at(-1);
  if (!oldest) return undefined;
  const latest = invoices.find((invoice) => invoice.id === latestId) ?? invoices[0];
  return { since: oldest.status_transitions?.finalized_at ?? oldest.created, latest };
}

const idOf = (invoice: DueSnapshot['latest_invoice']) =>
  typeof invoice === 'string' ? invoice : (invoice?.id ?? null);

/**
 * Finalizes an unpaid subscription's draft for the payer to pay on its hosted page; nothing
 * charges it meanwhile. A sync running at the same time may have finalized it first.
 */
async function finalizeForPayer(draft: Stripe.Invoice): Promise<Stripe.Invoice> {
  try {
    return await stripe().invoices.finalizeInvoice(
      draft.id,
      { auto_advance: false },
      { idempotencyKey: `finalize-${draft.id}` },
    );
  } catch (error) {
    const now = await stripe().invoices.retrieve(draft.id);
    if (now.status === 'draft') throw error;
    return now;
  }
}

/** Whether the customer's newest payment attempt, made since `since`, waits for authentication. */
async function awaitsAuthentication(customerId: string, since: number): Promise<boolean> {
  const [intent] = (await stripe().paymentIntents.list({ customer: customerId, limit: 1 })).data;
  return intent?.status === 'requires_action' && intent.created >= since;
}

export async function readPaymentDue(
  customerId: string,
  subscriptions: readonly DueSnapshot[],
): Promise<PaymentDueFields> {
  const current = currentSubscription(subscriptions);
  if (!current || !DUE_STATUSES.has(current.status)) return NOTHING_DUE;
  const invoices = (await stripe().invoices.list({ subscription: current.id, limit: INVOICES_PAGE })).data;
  const due = invoicesDue(invoices, idOf(current.latest_invoice));
  if (!due) return NOTHING_DUE;
  const latest =
    current.status === 'unpaid' && due.latest.status === 'draft' ? await finalizeForPayer(due.latest) : due.latest;
  return {
    paymentDueSince: due.since,
    openInvoiceUrl: PAYABLE_INVOICES.has(latest.status ?? '') ? (latest.hosted_invoice_url ?? null) : null,
    paymentActionRequired: await awaitsAuthentication(customerId, due.since),
  };
}
