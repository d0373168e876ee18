/**
 * The words of the billing e-mails: pure, so tests read them without a mail server.
 * Dates are spelled in UTC, the zone Stripe bills in.
 */
import { escapeHtml, type OutgoingEmail } from './mail';

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export function formatMailDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

export interface TrialEndingFacts {
  to: string;
  trialEnd: number;
  /** e.g. '$19.99/month' */
  price: string;
  profileUrl: string;
}

export function trialEndingEmail({ to, trialEnd, price, profileUrl }: TrialEndingFacts): OutgoingEmail {
  const date = formatMailDate(trialEnd);
  const paragraphs = [
    `Your free trial of Cannabis Market Reports ends on ${date}.`,
    `Unless you cancel before then, your card will be charged ${price} for the Monthly plan from ${date}, and every month after that until you cancel.`,
    `To keep your reports, there is nothing to do. To cancel, sign in, open your profile (${profileUrl}) and choose Cancel Trial: access ends at once and you will not be charged.`,
  ];
  return { to, subject: `Your free trial ends on ${date}`, text: paragraphs.join('\n\n'), html: html(paragraphs) };
}

export interface PaymentFailedFacts {
  to: string;
  amount: string;
  invoiceNumber: string | null;
  /** Unix seconds of Stripe's next attempt; null when there will be none. */
  nextAttempt: number | null;
  declineReason: string | null;
  profileUrl: string;
}

export function paymentFailedEmail(facts: PaymentFailedFacts): OutgoingEmail {
  const invoice = facts.invoiceNumber ? ` (invoice ${facts.invoiceNumber})` : '';
  const paragraphs = [
    `We could not charge your card ${facts.amount} for your Cannabis Market Reports subscription${invoice}.${
      facts.declineReason ? ` The bank said: ${facts.declineReason}` : ''
    }`,
    facts.nextAttempt
      ? `We will try again on ${formatMailDate(facts.nextAttempt)}. You keep access to your reports meanwhile.`
      : 'This was the last attempt: unless the invoice is paid, your subscription ends.',
    `Update your card to keep access: sign in, open your profile (${facts.profileUrl}) and choose Manage billing.`,
  ];
  return { to: facts.to, subject: 'Your payment failed', text: paragraphs.join('\n\n'), html: html(paragraphs) };
}
