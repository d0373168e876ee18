/**
 * The billing e-mails the Stripe webhook sends: the trial reminder
 * (`customer.subscription.trial_will_end`) and the failed payment (`invoice.payment_failed`).
 * Each re-reads its object from Stripe, so a mail is not sent about a trial cancelled or an
 * invoice paid since the event, and each is sent once (mail-ledger).
 */
import type Stripe from 'stripe';
import { publicSiteUrl } from '../config';
import { formatMoney, paymentFailedEmail, trialEndingEmail } from './billing-mail-text';
import { sendEmail } from './mail';
import { sendOnce } from './mail-ledger';
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
    sendEmail(trialEndingEmail({ to: email, trialEnd, price: priceOf(subscription), profileUrl: profileUrl() })),
  );
}

/** Why the bank refused the invoice's last charge, when Stripe says. */
async function declineReason(invoice: Stripe.Invoice): Promise<string | null> {
  const charges = await stripe().charges.list({ customer: String(invoice.customer), limit: 1 });
  const charge = charges.data[0];
  return charge?.status === 'failed' ? (charge.failure_message ?? null) : null;
}

/** The failed-payment mail; once per invoice and attempt. Answers whether it was sent. */
export async function sendPaymentFailedEmail(uid: string, email: string, invoiceId: string): Promise<boolean> {
  const invoice = await stripe().invoices.retrieve(invoiceId);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return false;
  const reason = await declineReason(invoice);
  return sendOnce(`payment-failed-${invoice.id}-${invoice.attempt_count}`, uid, 'invoice.payment_failed', () =>
    sendEmail(
      paymentFailedEmail({
        to: email,
        amount: formatMoney(invoice.amount_due, invoice.currency),
        invoiceNumber: invoice.number,
        nextAttempt: invoice.next_payment_attempt,
        declineReason: reason,
        profileUrl: profileUrl(),
      }),
    ),
  );
}
