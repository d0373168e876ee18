/**
 * The billing e-mails the Stripe webhook sends: the trial reminder
 * (`customer.subscription.trial_will_end`), the failed payment (`invoice.payment_failed`) and
 * the payment to confirm with the bank (`invoice.payment_action_required`, which Stripe sends
 * beside a payment_failed that then gets no mail of its own: a new card is not what is needed).
 * Stripe's Smart Retries try a failed renewal up to 8 times ("The recommended default is 8 tries
 * within 2 weeks", https://docs.stripe.com/billing/revenue-recovery/smart-retries), each with its
 * own payment_failed: a renewal gets one failure mail, plus one when no retry is left, and one
 * confirmation mail. Each asks Stripe first, so no mail goes out about a trial cancelled or an
 * invoice paid since the event, and each is sent once (mail/ledger).
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
 * Which failed attempt of an invoice is mailed: the first (the renewal failed, when the next
 * try is) and the last (no retry is left, so only the payer can mend it); none in between.
 */
export function failureMailOf(attempt: Pick<Stripe.Invoice, 'attempt_count' | 'next_payment_attempt'>) {
  if (attempt.attempt_count <= 1) return 'first';
  return attempt.next_payment_attempt === null ? 'last' : undefined;
}

/**
 * The failed-payment mail; once for the invoice's first failed attempt and once for its last
 * (failureMailOf). The attempt, amount and next try come from the event (the invoice as it was
 * at that attempt); Stripe is asked only whether the invoice has been paid since, in which case
 * nothing is sent. Answers whether it was sent.
 */
export async function sendPaymentFailedEmail(uid: string, email: string, attempt: Stripe.Invoice): Promise<boolean> {
  const which = failureMailOf(attempt);
  if (!attempt.id || !which) return false;
  const invoice = await stripe().invoices.retrieve(attempt.id);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return false;
  const decline = await declineOf(invoice);
  return sendOnce(`payment-failed-${attempt.id}-${which}`, uid, 'invoice.payment_failed', () =>
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
 * The mail asking to confirm a renewal with the bank; once per invoice (each retry of a payment
 * waiting for the bank asks again, and the payer's answer is the same), and only while that
 * invoice is still open. Answers whether it was sent.
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
  return sendOnce(`payment-action-${attempt.id}`, uid, 'invoice.payment_action_required', () =>
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
