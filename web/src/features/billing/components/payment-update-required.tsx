/**
 * The upgrade page's answer to a checkout refused because a subscription waits for a new card
 * (past_due, unpaid or incomplete): no second subscription, but the Billing Portal to update
 * the card.
 */
import './billing.css';
import { Spinner } from '../../../components/ui/spinner';
import { useOpenPortal } from './open-portal';

export const PAYMENT_UPDATE_REQUIRED_TEXT =
  'Your last payment failed, so you cannot subscribe again. Update your card to pay what is due and keep your subscription.';

export function PaymentUpdateRequired() {
  const { openPortal, opening } = useOpenPortal();
  return (
    <div className="banner banner-danger" role="alert">
      <p>{PAYMENT_UPDATE_REQUIRED_TEXT}</p>
      <button type="button" className="button" disabled={opening} onClick={() => void openPortal()}>
        {opening && <Spinner size="sm" label="Please wait" />}
        Update your card
      </button>
    </div>
  );
}
