/**
 * The /success screen's confirmation flow (spec, "Payment success screen" and section 4):
 * ask the server to read the finished checkout from Stripe at once; if the user is paid,
 * store the user info, congratulate and go to /reports after 3 s; if not yet, show a hint
 * after 5 s and check again after 10 s, then go to /reports if paid, else to /profile.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { PAYMENT_HINT_DELAY_MS, PAYMENT_RECHECK_DELAY_MS, REDIRECT_DELAY_MS } from '../../../config/timing';
import { useAuth } from '../../../lib/auth';
import type { UserInfo } from '../../../lib/user-info';
import { confirmCheckoutSession } from '../api/checkout';

type Status = 'verifying' | 'confirmed' | 'failed';

export const PAYMENT_CONFIRMATION_FAILED = 'Failed to confirm payment. Please contact support.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PaymentConfirmation() {
  const { user, loading, refreshUserInfo, setUserInfo } = useAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('verifying');
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (loading || !user) return;
    let cancelled = false;

    /** The user info after syncing the session, or as stored if that fails; null if both fail. */
    const check = async (): Promise<UserInfo | null> => {
      if (sessionId) {
        try {
          const confirmed = await confirmCheckoutSession(sessionId);
          if (confirmed) {
            setUserInfo(confirmed);
            return confirmed;
          }
        } catch (error) {
          console.warn('Could not confirm the checkout session; reading the user info instead', error);
        }
      }
      return refreshUserInfo();
    };

    const hint = setTimeout(() => setSlow(true), PAYMENT_HINT_DELAY_MS);
    void (async () => {
      const first = await check();
      if (cancelled) return;
      if (first?.isPaidUser) {
        clearTimeout(hint);
        setStatus('confirmed');
        return;
      }
      await wait(PAYMENT_RECHECK_DELAY_MS);
      if (cancelled) return;
      const second = await check();
      if (cancelled) return;
      clearTimeout(hint);
      if (second === null && first === null) setStatus('failed');
      else navigate(second?.isPaidUser ? paths.reports : paths.profile);
    })();
    return () => {
      cancelled = true;
      clearTimeout(hint);
    };
  }, [loading, user, sessionId, refreshUserInfo, setUserInfo, navigate]);

  useEffect(() => {
    if (status !== 'confirmed') return;
    const timer = setTimeout(() => navigate(paths.reports), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (status === 'confirmed') {
    return (
      <div className="status-panel" role="status">
        <h2>Congratulations! Your payment was successful, and your subscription is now active.</h2>
        <p>You now have unlimited access to all reports. You will be redirected to the Reports page in 3 seconds.</p>
        <Link to={paths.reports} className="button">
          Go to Report
        </Link>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="status-panel" role="alert">
        <p className="error-text">{PAYMENT_CONFIRMATION_FAILED}</p>
      </div>
    );
  }
  if (!loading && !user) {
    return (
      <div className="status-panel">
        <p>Sign in to see your subscription.</p>
        <Link to={paths.signIn} className="button">
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="status-panel">
      <Spinner label="Verifying payment" />
      <h2>Verifying...</h2>
      <p>Please wait while the payment is checked.</p>
      {slow && (
        <p className="hint-text">
          This is taking a little longer than usual. We are still waiting for the payment provider to confirm.
        </p>
      )}
    </div>
  );
}
