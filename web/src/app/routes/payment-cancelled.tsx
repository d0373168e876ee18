import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthPage } from '../../components/layout/auth-page';
import { paths } from '../../config/paths';
import { REDIRECT_DELAY_MS } from '../../config/timing';
import { CHECKOUT_CANCELLED_STATE } from '../../features/billing/components/checkout-notes';

/** /failure, where a cancelled checkout returns: the message, then /dashboard after 3 s. */
export function PaymentCancelledRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    // The upgrade page then says that nothing was charged (features/billing/checkout-notes).
    const timer = setTimeout(() => navigate(paths.dashboard, { state: CHECKOUT_CANCELLED_STATE }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthPage title="Payment cancelled" status>
      <div className="status-panel" role="status">
        <p>Payment is cancelled. Please try again.</p>
        <p>Redirecting to dashboard...</p>
      </div>
    </AuthPage>
  );
}
