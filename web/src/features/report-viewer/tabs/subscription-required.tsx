/**
 * /reports for an unpaid user: the message, an info toast, and /dashboard after 3 s or as
 * soon as the toast is closed, whichever comes first, once.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { REDIRECT_DELAY_MS } from '../../../config/timing';

export const SUBSCRIPTION_REQUIRED_TOAST = 'You need an active subscription to access reports';
const TOAST_ID = 'reports-subscription-required';

export function SubscriptionRequired() {
  const navigate = useNavigate();
  const left = useRef(false);
  // Closing the toast after the user went elsewhere must not pull them to /dashboard.
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const leave = () => {
      if (left.current || !mounted.current) return;
      left.current = true;
      navigate(paths.dashboard);
    };
    // A fixed toastId: React's development double effects must not show it twice.
    toast.info(SUBSCRIPTION_REQUIRED_TOAST, { toastId: TOAST_ID, onClose: leave });
    const timer = setTimeout(leave, REDIRECT_DELAY_MS);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <div className="status-panel" role="status">
      <p>Redirecting to dashboard...</p>
      <p>You need an active subscription to access reports.</p>
    </div>
  );
}
