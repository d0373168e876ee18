/**
 * The /success screen's confirmation flow: ask the server to read the finished checkout
 * from Stripe at once; if the user is paid, store the user info, congratulate and go to
 * /reports after 3 s; if not yet, show a hint after 5 s and check again after 10 s, then go
 * to /reports if paid, else to /profile. A trial refused because its card already had one
 * (409 `trial_used`) is an answer, not a failure: the page says so and stays.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SlowLoadingNotice } from '../../../components/ui/page-loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { PAYMENT_HINT_DELAY_MS, PAYMENT_RECHECK_DELAY_MS, REDIRECT_DELAY_MS } from '../../../config/timing';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useQuery } from '../../../lib/use-query';
import type { UserInfo } from '../../../lib/user-info';
import { wait } from '../../../lib/wait';
import { confirmCheckoutSession } from '../api/checkout';
import './billing.css';

/** Where the check ends: paid now, on to another page, the trial refused, or nothing could be read. */
type Outcome =
  | { kind: 'confirmed' }
  | { kind: 'leave'; to: string }
  | { kind: 'trial_refused'; message: string }
  | { kind: 'failed' };

/** The server's refusal of a trial whose card already had one. */
interface TrialRefused {
  trialRefused: string;
}

export const PAYMENT_CONFIRMATION_FAILED = 'Failed to confirm payment. Please contact support.';
/** Said only if the server's refusal came without its own sentence. */
const CARD_TRIAL_USED = 'This card has already been used for a free trial.';

const isTrialRefused = (checked: UserInfo | TrialRefused | null): checked is TrialRefused =>
  checked !== null && 'trialRefused' in checked;

export function PaymentConfirmation() {
  const { user, loading, refreshUserInfo, setUserInfo } = useAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);

  /**
   * The user info after syncing the session, or as stored if that fails; null if both fail.
   * A refused trial is the server's answer, not a failed read: it is returned, so the user sees it.
   */
  const check = async (signal: AbortSignal): Promise<UserInfo | TrialRefused | null> => {
    if (sessionId) {
      try {
        const confirmed = await confirmCheckoutSession(sessionId, signal);
        if (confirmed) {
          setUserInfo(confirmed);
          return confirmed;
        }
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof ApiError && error.code === 'trial_used') {
          return { trialRefused: error.serverMessage ?? CARD_TRIAL_USED };
        }
        console.warn('Could not confirm the checkout session; reading the user info instead', error);
      }
    }
    return refreshUserInfo();
  };

  // The whole check is one read, so leaving the page aborts the wait and the second check too.
  const {
    data: outcome,
    fetching,
    refetch,
  } = useQuery<Outcome>({
    key: ['payment-confirmation', user?.uid, sessionId],
    enabled: !loading && Boolean(user),
    fetcher: async (signal) => {
      const first = await check(signal);
      if (isTrialRefused(first)) return { kind: 'trial_refused', message: first.trialRefused };
      if (first?.isPaidUser) return { kind: 'confirmed' };
      await wait(PAYMENT_RECHECK_DELAY_MS, signal);
      const second = await check(signal);
      if (isTrialRefused(second)) return { kind: 'trial_refused', message: second.trialRefused };
      if (second === null && first === null) return { kind: 'failed' };
      return { kind: 'leave', to: second?.isPaidUser ? paths.reports : paths.profile };
    },
  });
  const status = outcome?.kind ?? 'verifying';

  useEffect(() => {
    if (!fetching) return;
    const hint = setTimeout(() => setSlow(true), PAYMENT_HINT_DELAY_MS);
    return () => clearTimeout(hint);
  }, [fetching]);

  useEffect(() => {
    if (outcome?.kind === 'leave') navigate(outcome.to);
    if (outcome?.kind !== 'confirmed') return;
    const timer = setTimeout(() => navigate(paths.reports), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

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
  if (outcome?.kind === 'trial_refused') {
    return (
      <div className="status-panel" role="alert">
        <p className="error-text">{outcome.message}</p>
        <p>Your free trial was not started and nothing was charged.</p>
        <Link to={paths.dashboard} className="button">
          See the plans
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
      <SlowLoadingNotice onRetry={refetch} message="You can ask the payment provider again now." />
    </div>
  );
}
