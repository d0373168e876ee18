/**
 * The billing e-mails the Stripe webhook sends: the trial reminder
 * (`customer.subscription.trial_will_end`), the failed payment (`invoice.payment_failed`) and
 * the payment to confirm with the bank (`invoice.payment_action_required`, which Stripe sends
 * beside a payment_failed that then gets no mail of its own: a new card is not what is needed).
 * Each asks Stripe first, so no mail goes out about a trial cancelled or an invoice paid since
 * the event, and each is sent once (mail/ledger).
 */
import type Stripe from 'stripe';
import { publicSiteUrl } from '../../config';
import { formatMoney, paymentActionEmail, paymentFailedEmail, trialEndingEmail } from './billing-mail-text';
import { sendEmail } from '../mail/transport';
import { sendOnce } from '../mail/ledger';
import { stripe } from './stripe';

const profileUrl = () => `${publicSiteUrl.value().replace(/\/+$/, '')}/profile`;

/** '$19.99/month' from the subscription's price. */
function priceOf(subscription: Stripe.Subscription): string {
  const price = subscription.items.data[0]?.price;
  if (!price?.unit_amount) return 'the plan price';
  const interval = price.recurring?.interval;
  const count = price.recurring?.interval_count ?? 1;
  const every = !interval ? '' : count === 1 ? `/${interval}` : ` every ${count} ${interval}s`;
  return `${formatMoney(price.unit_amount, price.currency)}${every}`;
}

/** The reminder three days before a trial ends; once per subscription. Answers whether it was sent. */
export async function sendTrialEndingEmail(uid: string, email: string, subscriptionId: string): Promise<boolean> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  const trialEnd = subscription.trial_end;
  if (subscription.status !== 'trialing' || subscription.cancel_at_period_end || !trialEnd) return false;
  return sendOnce(`trial-ending-${subscription.id}`, uid, 'trial_will_end', () =>
    sendEmail(
      trialEndingEmail({
        to: email,
        trialEnd,
        price: priceOf(subscription),
        interval: subscription.items.data[0]?.price.recurring?.interval === 'year' ? 'year' : 'month',
        profileUrl: profileUrl(),
      }),
    ),
  );
}

/**
 * Why the bank refused the invoice's last charge, when Stripe says, and whether the refusal is
 * hard: the issuer advises not to try again, or the fraud rules blocked the payment.
 */
async function declineOf(invoice: Stripe.Invoice): Promise<{ reason: string | null; newCardNeeded: boolean }> {
  const charges = await stripe().charges.list({ customer: String(invoice.customer), limit: 1 });
  const charge = charges.data[0];
  if (charge?.status !== 'failed') return { reason: null, newCardNeeded: false };
  const outcome = charge.outcome;
  return {
    reason: charge.failure_message ?? null,
    newCardNeeded: outcome?.advice_code === 'do_not_try_again' || outcome?.type === 'blocked',
  };
}

/**
 * The failed-payment mail; once per invoice and attempt. The attempt, amount and next try
 * come from the event (the invoice as it was at that attempt); Stripe is asked only whether
 * the invoice has been paid since, in which case nothing is sent. Answers whether it was sent.
 */
export async function sendPaymentFailedEmail(uid: string, email: string, attempt: Stripe.Invoice): Promise<boolean> {
  if (!attempt.id) return false;
  const invoice = await stripe().invoices.retrieve(attempt.id);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return false;
  const decline = await declineOf(invoice);
  return sendOnce(`payment-failed-${attempt.id}-${attempt.attempt_count}`, uid, 'invoice.payment_failed', () =>
    sendEmail(
      paymentFailedEmail({
        to: email,
        amount: formatMoney(attempt.amount_due, attempt.currency),
        invoiceNumber: attempt.number,
        nextAttempt: attempt.next_payment_attempt,
        declineReason: decline.reason,
        newCardNeeded: decline.newCardNeeded,
        profileUrl: profileUrl(),
      }),
    ),
  );
}

/**
 * The mail asking to confirm a renewal with the bank; once per invoice and attempt, and only
 * while that invoice is still open. Answers whether it was sent.
 */
export async function sendPaymentActionEmail(
  uid: string,
  email: string,
  attempt: Stripe.Invoice,
  accessEndsAt: number | null,
): Promise<boolean> {
  if (!attempt.id) return false;
  const invoice = await stripe().invoices.retrieve(attempt.id);
  if (invoice.status !== 'open' || !invoice.hosted_invoice_url) return false;
  const invoiceUrl = invoice.hosted_invoice_url;
  return sendOnce(`payment-action-${attempt.id}-${attempt.attempt_count}`, uid, 'invoice.payment_action_required', () =>
    sendEmail(
      paymentActionEmail({
        to: email,
        amount: formatMoney(attempt.amount_due, attempt.currency),
        invoiceNumber: attempt.number,
        invoiceUrl,
        accessEndsAt,
      }),
    ),
  );
}
