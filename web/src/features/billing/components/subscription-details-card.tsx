/**
 * Profile's Subscription Details card: the state of the subscription, with cancel (a trial
 * ends at once, a paid plan at its period end) and resume of a scheduled cancellation. Each
 * answer replaces the local user info.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import type { UserInfo } from '../../../lib/user-info';
import { useQuery } from '../../../lib/use-query';
import { cancelSubscription, fetchNextBilling, resumeSubscription } from '../api/subscription';
import { PlanSummary } from './plan-summary';
import './billing.css';

export const TRIAL_CANCELED = 'Trial canceled. Subscribe to continue using the service.';

const CONFIRM_CANCEL_TRIAL =
  'Cancel your free trial now? Access to reports ends at once, and the free trial cannot be started again.';
const CONFIRM_CANCEL_SUBSCRIPTION =
  'Cancel your subscription? You keep full access until the end of the current billing period.';

/** The plan (price, interval, discount) once known; the date, or "—" while loading or when unknown. */
function NextBillingDate({ subscriptionId }: { subscriptionId: string | null }) {
  const { data } = useQuery({
    key: ['next-billing-date', subscriptionId],
    enabled: Boolean(subscriptionId),
    fetcher: (signal) => (subscriptionId ? fetchNextBilling(subscriptionId, signal) : Promise.resolve(null)),
    onError: (error) => console.warn('Could not load the next billing date', error),
  });
  const seconds = data?.seconds;
  return (
    <>
      {data?.plan && <PlanSummary plan={data.plan} />}
      <p>
        Next Billing Date: <strong>{seconds == null ? '—' : formatDate(seconds)}</strong>
      </p>
    </>
  );
}

function cancellationNotice(userInfo: UserInfo): string {
  const date = userInfo.subscriptionEndsAt ? formatDate(userInfo.subscriptionEndsAt.seconds) : 'the end of the period';
  return `Your cancellation has been processed. You keep full access until the end of the current billing period, on ${date}.`;
}

export function SubscriptionDetailsCard() {
  const { userInfo, setUserInfo } = useAuth();
  const [action, setAction] = useState<'cancel' | 'resume' | null>(null);
  const trialing = userInfo?.stripeSubscriptionStatus === 'trialing';
  const cancellationPending = Boolean(userInfo?.subscriptionCancelAtPeriodEnd) && !trialing;

  const cancel = async () => {
    if (!window.confirm(trialing ? CONFIRM_CANCEL_TRIAL : CONFIRM_CANCEL_SUBSCRIPTION)) return;
    setAction('cancel');
    try {
      const updated = await cancelSubscription();
      setUserInfo(updated);
      if (trialing) toast.info(TRIAL_CANCELED);
      else toast.success('Your subscription has been canceled. You keep access until the end of the billing period.');
    } catch (error) {
      console.warn('Cancel failed', error);
      toast.error('Failed to cancel subscription');
    } finally {
      setAction(null);
    }
  };

  const resume = async () => {
    setAction('resume');
    try {
      setUserInfo(await resumeSubscription());
      toast.success('Your subscription has been resumed.');
    } catch (error) {
      console.warn('Resume failed', error);
      toast.error('Failed to resume subscription');
    } finally {
      setAction(null);
    }
  };

  return (
    <section className="card" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription Details</h2>
      {userInfo?.isPaidUser ? (
        <>
          <p>
            Status: <strong className="status-active">Active</strong>
            {trialing && <span className="trial-note"> (free trial)</span>}
          </p>
          {cancellationPending ? (
            <p className="notice">{cancellationNotice(userInfo)}</p>
          ) : (
            <NextBillingDate subscriptionId={userInfo.stripeSubscriptionId} />
          )}
          <div className="button-row">
            {cancellationPending ? (
              <button
                type="button"
                className="button button-success"
                disabled={action !== null}
                onClick={() => void resume()}
              >
                {action === 'resume' && <Spinner size="sm" label="Please wait" />}
                {action === 'resume' ? 'Resuming...' : 'Resume Subscription'}
              </button>
            ) : (
              <button
                type="button"
                className="button button-danger"
                disabled={action !== null}
                onClick={() => void cancel()}
              >
                {action === 'cancel' && <Spinner size="sm" label="Please wait" />}
                {action === 'cancel' ? 'Cancelling...' : trialing ? 'Cancel Trial' : 'Cancel Subscription'}
              </button>
            )}
            <Link to={paths.reports} className="button button-secondary">
              View Reports
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>No active subscription</p>
          <Link to={paths.dashboard} className="button">
            Get Started
          </Link>
        </>
      )}
    </section>
  );
}
