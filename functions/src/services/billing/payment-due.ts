/**
 * What a user must do about a payment that is due: read from Stripe for the subscription the
 * record describes while it is past_due or unpaid. Its open invoice gives the hosted page (where
 * it is paid, or its payment confirmed) and when the first attempt failed (its finalization:
 * Stripe charges a subscription invoice when it finalizes it), and the customer's latest
 * PaymentIntent whether that payment waits for the bank's confirmation (3D Secure, status
 * requires_action), which a new card in the portal does not settle.
 */
import type Stripe from 'stripe';
import { stripe } from './stripe';
import { currentSubscription, type SubscriptionSnapshot } from './subscription-state';

export interface PaymentDueFields {
  /** Unix seconds: the open invoice's first failed attempt; null when nothing is due. */
  paymentDueSince: number | null;
  openInvoiceUrl: string | null;
  paymentActionRequired: boolean;
}

export const NOTHING_DUE: PaymentDueFields = {
  paymentDueSince: null,
  openInvoiceUrl: null,
  paymentActionRequired: false,
};

/** Statuses whose latest invoice is due: Stripe retries it (past_due) or has stopped (unpaid). */
const DUE_STATUSES = new Set(['past_due', 'unpaid']);
/** An invoice that can still be paid; uncollectible ones can, at Stripe. */
const PAYABLE_INVOICES = new Set(['open', 'uncollectible']);

type DueSnapshot = SubscriptionSnapshot & { latest_invoice?: string | Stripe.Invoice | null };

async function latestInvoice(subscription: DueSnapshot): Promise<Stripe.Invoice | undefined> {
  const latest = subscription.latest_invoice;
  if (!latest) return undefined;
  return typeof latest === 'string' ? stripe().invoices.retrieve(latest) : latest;
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
  const invoice = await latestInvoice(current);
  if (!invoice || !PAYABLE_INVOICES.has(invoice.status ?? '')) return NOTHING_DUE;
  const since = invoice.status_transitions?.finalized_at ?? invoice.created;
  return {
    paymentDueSince: since,
    openInvoiceUrl: invoice.hosted_invoice_url ?? null,
    paymentActionRequired: await awaitsAuthentication(customerId, since),
  };
}
