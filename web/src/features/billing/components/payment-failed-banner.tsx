/**
 * The red banner of every signed-in page while a payment is due, saying what mends it and when
 * access ends: a new card in the Billing Portal after a decline (past_due), the bank's
 * confirmation on Stripe's hosted invoice page for a payment that needs 3D Secure, and for an
 * unpaid subscription the hosted page of its most recent invoice, which the server finalizes when
 * it is a draft (at Stripe a new card in the portal does not restart payment of an unpaid
 * subscription, and paying an older invoice does not restore it; decision 0130). Access while
 * past_due lasts a week after the first failed payment, however many periods Stripe invoices
 * meanwhile (decisions 0083, 0130).
 */
import type { UserInfo } from '@cannabis-reports/contracts';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { useOpenPortal } from './open-portal';
import './billing.css';

export const PAYMENT_FAILED_TEXT = 'Your last payment failed. Update your card to keep access.';
export const CONFIRM_PAYMENT_TEXT = 'Your bank asks you to confirm your last payment. Confirm it to keep access.';
export const UNPAID_TEXT =
  'Your subscription is unpaid, so your access to the reports has ended. Pay the open invoice to restore it.';

/** When past_due access ends, as a sentence: it ends on a date to come, or ended on one gone by. */
function accessEnd(info: UserInfo, nowMs: number): string {
  const end = info.paidAccessEndsAt?.seconds;
  if (!end) return '';
  const date = formatDate(end);
  return end * 1000 > nowMs ? ` Access ends on ${date}.` : ` Your access to the reports ended on ${date}.`;
}

function PortalButton({ label }: { label: string }) {
  const { openPortal, opening } = useOpenPortal();
  return (
    <button type="button" className="link-button" disabled={opening} onClick={() => void openPortal()}>
      {opening ? 'Opening...' : label}
    </button>
  );
}

/** Stripe's hosted invoice page, where the payment is confirmed or the invoice paid. */
function InvoiceLink({ url, label }: { url: string; label: string }) {
  return (
    <a className="link-button" href={url}>
      {label}
    </a>
  );
}

function BannerContent({ info }: { info: UserInfo }) {
  // Read once per mount: the date is a day's precision, and rendering stays pure.
  const [nowMs] = useState(() => Date.now());
  const status = info.stripeSubscriptionStatus;
  const invoiceUrl = info.openInvoiceUrl ?? null;
  if (status === 'unpaid') {
    return (
      <>
        <p>{UNPAID_TEXT}</p>
        {invoiceUrl ? (
          <InvoiceLink url={invoiceUrl} label="Pay the open invoice" />
        ) : (
          <PortalButton label="Manage billing" />
        )}
      </>
    );
  }
  const end = accessEnd(info, nowMs);
  if (info.paymentActionRequired && invoiceUrl) {
    return (
      <>
        <p>
          {CONFIRM_PAYMENT_TEXT}
          {end}
        </p>
        <InvoiceLink url={invoiceUrl} label="Confirm your payment" />
      </>
    );
  }
  return (
    <>
      <p>
        {PAYMENT_FAILED_TEXT}
        {end}
      </p>
      <PortalButton label="Update your card" />
    </>
  );
}

export function PaymentFailedBanner() {
  const { user, userInfo } = useAuth();
  const status = userInfo?.stripeSubscriptionStatus;
  if (!user || !userInfo || (status !== 'past_due' && status !== 'unpaid')) return null;
  return (
    <div className="banner banner-danger" role="alert">
      <BannerContent info={userInfo} />
    </div>
  );
}
