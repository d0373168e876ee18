/**
 * The team card's billing, for the owner and admins: the team plan (per seat, monthly or annual)
 * until the team has a live subscription; then its plan, status, seats paid and period, the owner's
 * button to the team portal (card, plan, seats from the members to 100), and the team's invoices.
 */
import { useState } from 'react';
import { InvoiceTable } from '../../../components/ui/invoice-table';
import { Spinner } from '../../../components/ui/spinner';
import { annualPlan, monthlyPlan } from '../../../config/plan';
import { formatDate } from '../../../lib/dates';
import { useQuery } from '../../../lib/use-query';
import { fetchTeamBilling, openTeamPortal, startTeamCheckout, type Team, type TeamBilling } from '../api/team';

const STATUS_NAMES: Record<string, string> = {
  active: 'active',
  trialing: 'in its free trial',
  past_due: 'waiting for a payment',
  unpaid: 'unpaid',
  canceled: 'ended',
  incomplete: 'waiting for its first payment',
  incomplete_expired: 'never paid',
};
const ENDED = new Set(['canceled', 'incomplete_expired']);

const dateOf = (iso: string | null) => (iso ? formatDate(Date.parse(iso) / 1000) : '');

function subscriptionLine(subscription: NonNullable<TeamBilling['subscription']>): string {
  const plan = subscription.plan === 'annual' ? 'Annual' : subscription.plan === 'monthly' ? 'Monthly' : 'Team';
  const seats = `${subscription.seats} ${subscription.seats === 1 ? 'seat' : 'seats'} paid`;
  const status = STATUS_NAMES[subscription.status] ?? subscription.status;
  const end = subscription.periodEnd
    ? subscription.cancelAtPeriodEnd
      ? `, ends on ${dateOf(subscription.periodEnd)}`
      : ENDED.has(subscription.status)
        ? ''
        : `, renews on ${dateOf(subscription.periodEnd)}`
    : '';
  return `${plan} team plan, ${seats}, ${status}${end}.`;
}

/** Leaving for Stripe's hosted pages, through an object tests can watch. */
export const teamBillingNavigation = { go: (url: string) => window.location.assign(url) };

/** Sends the browser to the hosted page a call answers; says so when the call fails. */
function useRedirect() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const go = async (call: () => Promise<{ url: string }>, failure: string) => {
    setBusy(true);
    setFailed(undefined);
    try {
      teamBillingNavigation.go((await call()).url);
    } catch {
      setFailed(failure);
      setBusy(false);
    }
  };
  return { busy, failed, go };
}

function TeamPlanOffer({ team }: { team: Team }) {
  const { busy, failed, go } = useRedirect();
  const seats = `${team.seats} ${team.seats === 1 ? 'seat' : 'seats'}`;
  const buy = (plan: 'monthly' | 'annual') =>
    void go(() => startTeamCheckout(plan), 'The checkout could not be started. Please try again.');
  return (
    <div className="team-billing">
      <p>
        Subscribe the team: {monthlyPlan.price} a seat a month or {annualPlan.price} a seat a year, one seat per member
        ({seats} now). Seats follow the members as they join and leave, prorated.
      </p>
      <div className="team-billing-actions">
        <button type="button" className="button" disabled={busy} onClick={() => buy('monthly')}>
          Subscribe monthly
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => buy('annual')}>
          Subscribe annually
        </button>
      </div>
      {failed && (
        <p className="error-text" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}

export function TeamBillingSection({ team }: { team: Team }) {
  const { status, data } = useQuery({
    key: ['team-billing', team.id, String(team.seats)],
    fetcher: fetchTeamBilling,
    onError: (error) => console.warn('Could not load the team’s billing', error),
  });
  const portal = useRedirect();
  if (status === 'error') return <p>The team’s billing could not be loaded. Please try again later.</p>;
  if (!data) return <Spinner size="sm" label="Loading the team’s billing" />;
  const { subscription, invoices } = data;
  const live = subscription && !ENDED.has(subscription.status);
  return (
    <div className="team-billing">
      <h3>Billing</h3>
      {subscription && <p>{subscriptionLine(subscription)}</p>}
      {!live && <TeamPlanOffer team={team} />}
      {team.role === 'owner' && subscription && (
        <button
          type="button"
          className="button"
          disabled={portal.busy}
          onClick={() => void portal.go(openTeamPortal, 'The billing page could not be opened. Please try again.')}
        >
          Manage team billing
        </button>
      )}
      {portal.failed && (
        <p className="error-text" role="alert">
          {portal.failed}
        </p>
      )}
      {invoices.length > 0 && <InvoiceTable invoices={invoices} />}
    </div>
  );
}
