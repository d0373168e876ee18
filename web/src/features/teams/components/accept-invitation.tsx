/**
 * The mailed invitation's page: signed out, it says to sign in with the invited address and open the
 * link again; signed in, one button joins the team (the link is used once, so it is never sent
 * without the reader asking), then it says what the team gives and where to go. A joiner whose own
 * subscription would renew is told so, with the date, and offered to cancel it at the end of its
 * period: the team's seat and their own would otherwise both be billed.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { acceptInvitation, cancelPersonalSubscription, type PersonalSubscription, type Team } from '../api/team';

type Status =
  | { kind: 'ready' }
  | { kind: 'joining' }
  | { kind: 'joined'; team: Team; personal: PersonalSubscription | null }
  | { kind: 'failed'; message: string };

type Cancel = 'offered' | 'cancelling' | 'cancelled' | 'failed';

const dateOf = (iso: string | null) => (iso ? formatDate(Date.parse(iso) / 1000) : 'the end of its period');

/** The joiner's own subscription, still set to renew: what it costs them and the offer to end it. */
function PersonalSubscriptionOffer({ personal }: { personal: PersonalSubscription }) {
  const { refreshUserInfo } = useAuth();
  const [cancel, setCancel] = useState<Cancel>('offered');
  const trial = personal.status === 'trialing';
  const onCancel = async () => {
    setCancel('cancelling');
    try {
      await cancelPersonalSubscription();
      await refreshUserInfo();
      setCancel('cancelled');
    } catch {
      setCancel('failed');
    }
  };
  if (cancel === 'cancelled') {
    return (
      <p role="status">
        {trial
          ? 'Your own trial is cancelled: nothing will be charged.'
          : `Your own subscription ends on ${dateOf(personal.periodEnd)} and will not be charged again.`}
      </p>
    );
  }
  return (
    <div className="team-personal-subscription">
      <p>
        {trial
          ? `You also have your own free trial, which turns into a paid subscription on ${dateOf(personal.periodEnd)}.`
          : `You also pay for your own subscription, which renews on ${dateOf(personal.periodEnd)}.`}{' '}
        Keep it and it is billed besides your seat in the team.
      </p>
      {cancel === 'failed' && (
        <p className="error-text" role="alert">
          Your subscription could not be cancelled. Please try again, or cancel it from your profile.
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={cancel === 'cancelling'}
        onClick={() => void onCancel()}
      >
        {cancel === 'cancelling' ? 'Cancelling...' : trial ? 'Cancel my trial' : 'Cancel mine at the end of its period'}
      </button>
    </div>
  );
}

const FAILED = 'The invitation could not be accepted. Please try again.';

export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, userInfo, loading, refreshUserInfo } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: 'ready' });

  if (loading) return <PageLoading />;
  if (!token) {
    return (
      <div className="status-panel" role="alert">
        <p className="error-text">This invitation link is invalid. Ask for a new invitation.</p>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="status-panel">
        <p>
          Sign in (or create an account) with the email address the invitation was sent to, then open the link in the
          email again.
        </p>
        <p>
          <Link className="button" to={paths.signIn}>
            Sign in
          </Link>{' '}
          <Link className="button button-secondary" to={paths.register}>
            Create an account
          </Link>
        </p>
      </div>
    );
  }

  const onJoin = async () => {
    setStatus({ kind: 'joining' });
    try {
      const { team, personalSubscription } = await acceptInvitation(token);
      await refreshUserInfo();
      setStatus(team ? { kind: 'joined', team, personal: personalSubscription } : { kind: 'failed', message: FAILED });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? FAILED) : FAILED });
    }
  };

  if (status.kind === 'joined') {
    return (
      <div className="status-panel" role="status">
        <h2>Welcome to {status.team.name}</h2>
        <p>
          {status.team.paidAccess
            ? 'You are in the team: its subscription gives you the reports.'
            : 'You are in the team. It has no active subscription yet.'}
        </p>
        {status.personal && <PersonalSubscriptionOffer personal={status.personal} />}
        <p>
          <Link className="button" to={status.team.paidAccess ? paths.reports : paths.profile}>
            {status.team.paidAccess ? 'Open the reports' : 'See your team'}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="status-panel">
      <p>
        You are signed in as <strong>{userInfo?.email ?? user.email}</strong>. Join the team with this account?
      </p>
      {status.kind === 'failed' && (
        <p className="error-text" role="alert">
          {status.message}
        </p>
      )}
      <button type="button" className="button" disabled={status.kind === 'joining'} onClick={() => void onJoin()}>
        {status.kind === 'joining' ? 'Joining...' : 'Join the team'}
      </button>
    </div>
  );
}
