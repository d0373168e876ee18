/**
 * The red banner of every signed-in page while Stripe retries a failed renewal (past_due):
 * access continues meanwhile, and the way to keep it is a new card in the Billing Portal.
 */
import { useAuth } from '../../../lib/auth';
import { useOpenPortal } from './open-portal';
import './billing.css';

export const PAYMENT_FAILED_TEXT = 'Your last payment failed. Update your card to keep access.';

export function PaymentFailedBanner() {
  const { user, userInfo } = useAuth();
  const { openPortal, opening } = useOpenPortal();
  if (!user || userInfo?.stripeSubscriptionStatus !== 'past_due') return null;
  return (
    <div className="banner banner-danger" role="alert">
      <p>{PAYMENT_FAILED_TEXT}</p>
      <button type="button" className="link-button" disabled={opening} onClick={() => void openPortal()}>
        {opening ? 'Opening...' : 'Update your card'}
      </button>
    </div>
  );
}
