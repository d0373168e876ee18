/**
 * The upgrade page's answer to a checkout refused because a payment is due: no second
 * subscription, but what mends the first, by the server's code: a new card in the Billing
 * Portal (payment_update_required), the bank's confirmation on the hosted invoice page
 * (payment_action_required), or paying the most recent invoice of an unpaid subscription there
 * (invoice_payment_required), the one whose payment restores it.
 */
import './billing.css';
import { Spinner } from '../../../components/ui/spinner';
import { useOpenPortal } from './open-portal';

export const PAYMENT_DUE_CODES = [
  'payment_update_required',
  'payment_action_required',
  'invoice_payment_required',
] as const;
export type PaymentDueCode = (typeof PAYMENT_DUE_CODES)[number];

export const PAYMENT_UPDATE_REQUIRED_TEXT =
  'Your last payment failed, so you cannot subscribe again. Update your card to pay what is due and keep your subscription.';
export const PAYMENT_ACTION_REQUIRED_TEXT =
  'Your bank asks you to confirm your last payment, so you cannot subscribe again. Confirm it to keep your subscription.';
export const INVOICE_PAYMENT_REQUIRED_TEXT =
  'Your subscription is unpaid, so you cannot subscribe again. Pay its open invoice to restore it.';

const INVOICE_STEPS = {
  payment_action_required: { text: PAYMENT_ACTION_REQUIRED_TEXT, label: 'Confirm your payment' },
  invoice_payment_required: { text: INVOICE_PAYMENT_REQUIRED_TEXT, label: 'Pay the open invoice' },
} as const;

export function PaymentUpdateRequired({ code, invoiceUrl }: { code: PaymentDueCode; invoiceUrl?: string | null }) {
  const { openPortal, opening } = useOpenPortal();
  const step = code === 'payment_update_required' ? undefined : INVOICE_STEPS[code];
  if (step && invoiceUrl) {
    return (
      <div className="banner banner-danger" role="alert">
        <p>{step.text}</p>
        <a className="button" href={invoiceUrl}>
          {step.label}
        </a>
      </div>
    );
  }
  return (
    <div className="banner banner-danger" role="alert">
      <p>{step?.text ?? PAYMENT_UPDATE_REQUIRED_TEXT}</p>
      <button type="button" className="button" disabled={opening} onClick={() => void openPortal()}>
        {opening && <Spinner size="sm" label="Please wait" />}
        {step ? 'Manage billing' : 'Update your card'}
      </button>
    </div>
  );
}
