/**
 * The words of the billing e-mails: pure, so tests read them without a mail server.
 * Dates are spelled in UTC, the zone Stripe bills in.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { OutgoingEmail } from '../mail/transport';
import { mailHtml, PRODUCT_NAME } from '../mail/layout';

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** A billing day as the product writes every day ('Jan 5, 2027', decision 0143), in UTC. */
export function formatMailDate(seconds: number): string {
  return formatPeriod(new Date(seconds * 1000).toISOString().slice(0, 10));
}

/** Why a subscriber gets these mails: under both parts of each. */
const BILLING_FOOTER = `You are receiving this about your ${PRODUCT_NAME} subscription.`;

/** A billing mail: its paragraphs in both parts, and the profile as the one action in HTML. */
function billingEmail(to: string, subject: string, paragraphs: string[], profileUrl: string): OutgoingEmail {
  return {
    to,
    subject,
    text: [...paragraphs, BILLING_FOOTER].join('\n\n'),
    html: mailHtml({
      title: subject,
      paragraphs,
      action: { label: 'Open your profile', url: profileUrl },
      footer: BILLING_FOOTER,
    }),
  };
}

export interface TrialEndingFacts {
  to: string;
  trialEnd: number;
  /** e.g. '$19.99/month' */
  price: string;
  /** The price's billing interval: the plan is named by it ('Annual plan', 'every year'). */
  interval: 'month' | 'year';
  profileUrl: string;
}

const PLAN_NAMES = { month: 'Monthly plan', year: 'Annual plan' } as const;

export function trialEndingEmail({ to, trialEnd, price, interval, profileUrl }: TrialEndingFacts): OutgoingEmail {
  const date = formatMailDate(trialEnd);
  const paragraphs = [
    `Your free trial of ${PRODUCT_NAME} ends on ${date}.`,
    `Unless you cancel before then, your card will be charged ${price} for the ${PLAN_NAMES[interval]} from ${date}, and every ${interval} after that until you cancel.`,
    `To keep your reports, there is nothing to do. To cancel, sign in, open your profile (${profileUrl}) and choose Cancel Trial: access ends at once and you will not be charged.`,
  ];
  return billingEmail(to, `Your free trial ends on ${date}`, paragraphs, profileUrl);
}

export interface PaymentFailedFacts {
  to: string;
  amount: string;
  invoiceNumber: string | null;
  /** Unix seconds of Stripe's next attempt; null when there will be none. */
  nextAttempt: number | null;
  declineReason: string | null;
  /** A hard decline: the bank will not accept this card again, so Stripe makes no further attempt with it. */
  newCardNeeded: boolean;
  profileUrl: string;
}

export function paymentFailedEmail(facts: PaymentFailedFacts): OutgoingEmail {
  const invoice = facts.invoiceNumber ? ` (invoice ${facts.invoiceNumber})` : '';
  const paragraphs = [
    `We could not charge your card ${facts.amount} for your ${PRODUCT_NAME} subscription${invoice}.${
      facts.declineReason ? ` The bank said: ${facts.declineReason}` : ''
    }`,
    facts.newCardNeeded
      ? 'Your bank will not accept this card again, so we will not try it again.'
      : facts.nextAttempt
        ? `We will try again on ${formatMailDate(facts.nextAttempt)}. You keep access to your reports meanwhile.`
        : 'This was the last attempt: unless the invoice is paid, your subscription ends.',
    facts.newCardNeeded
      ? `Add a new card to keep access: sign in, open your profile (${facts.profileUrl}) and choose Manage billing.`
      : `Update your card to keep access: sign in, open your profile (${facts.profileUrl}) and choose Manage billing.`,
  ];
  return billingEmail(facts.to, 'Your payment failed', paragraphs, facts.profileUrl);
}

export interface PaymentActionFacts {
  to: string;
  amount: string;
  invoiceNumber: string | null;
  /** Stripe's hosted page of the invoice, where the payment is confirmed. */
  invoiceUrl: string;
  /** Unix seconds: when access to the reports ends unless the payment is confirmed; null if unknown. */
  accessEndsAt: number | null;
}

/** A renewal the bank wants the payer to confirm (3D Secure): no new card needed, a confirmation. */
export function paymentActionEmail(facts: PaymentActionFacts): OutgoingEmail {
  const invoice = facts.invoiceNumber ? ` (invoice ${facts.invoiceNumber})` : '';
  const paragraphs = [
    `Your bank asks you to confirm the payment of ${facts.amount} for your ${PRODUCT_NAME} subscription${invoice}.`,
    `Confirm your payment on the secure payment page: ${facts.invoiceUrl}`,
    facts.accessEndsAt
      ? `Confirm it by ${formatMailDate(facts.accessEndsAt)} to keep access to your reports.`
      : 'Confirm it soon to keep access to your reports.',
  ];
  return {
    to: facts.to,
    subject: 'Confirm your payment',
    text: [...paragraphs, BILLING_FOOTER].join('\n\n'),
    html: mailHtml({
      title: 'Confirm your payment',
      paragraphs,
      action: { label: 'Confirm your payment', url: facts.invoiceUrl },
      footer: BILLING_FOOTER,
    }),
  };
}
