import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { annualPlan } from '../../config/plan';
import { BillingFaq } from '../../features/billing/components/billing-faq';
import { CheckoutNotCompletedNote, isCheckoutCancelledState } from '../../features/billing/components/checkout-notes';
import { PaymentUpdateRequired } from '../../features/billing/components/payment-update-required';
import { PlanCard } from '../../features/billing/components/plan-card';
import { PlanIncludes } from '../../features/billing/components/plan-includes';
import { endIsScheduled, ScheduledEndBanner } from '../../features/billing/components/scheduled-end-banner';
import { useSubscribe } from '../../features/billing/hooks/use-subscribe';
import { TeamPlanOffer } from '../../features/teams/components/team-plan-offer';
import { useAuth } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';
import './dashboard.css';

/**
 * The upgrade page: the plan with what it includes, and a short FAQ. It re-reads the user
 * info on entry; paid users go on to /reports, except those whose subscription is scheduled
 * to end, who see the banner pointing them to /profile to resume and their plan under 'Your
 * subscription', without the note for free users, a Subscribe button or the trial's question
 * (decision 0036 in docs/decisions).
 */
export function DashboardRoute() {
  const { userInfo, refreshUserInfo, userInfoIsFresh } = useAuth();
  // Opened directly, the sign-in check read the record a moment ago: a second read would only
  // hold the page back by a round trip and a render. Reached later (back from a checkout in
  // another tab, say), the page reads it again.
  const [fresh] = useState(userInfoIsFresh);
  // The read stores the fresh user info in the auth state, which this page then decides on.
  const { status, refetch } = useQuery({
    key: ['user-info-on-entry'],
    fetcher: refreshUserInfo,
    enabled: !fresh,
  });
  const { subscribe, busy, error, paymentDue } = useSubscribe();
  const checkoutCancelled = isCheckoutCancelledState(useLocation().state);

  if (status === 'loading') return <PageLoading label="Loading your subscription" onRetry={refetch} />;
  // A team's member reads the reports with the team's subscription: nothing to buy here.
  if (userInfo?.teamAccess || (userInfo?.isPaidUser && !endIsScheduled(userInfo)))
    return <Navigate to={paths.reports} replace />;
  const subscribed = Boolean(userInfo?.isPaidUser);
  // A trial is for a first subscription only: never twice, never beside a paid plan.
  const trialPossible = !subscribed && !userInfo?.trialAvailed;

  return (
    <Page title={subscribed ? 'Your subscription' : 'Upgrade to premium and get reports!'}>
      <ScheduledEndBanner userInfo={userInfo} />
      {checkoutCancelled && <CheckoutNotCompletedNote />}
      {!subscribed && (
        <p className="page-note">
          Note: Free subscribers don't have access to reports. Subscribe to see every report on the state markets.
        </p>
      )}
      <div className="upgrade-grid">
        <div className="plans">
          <PlanCard
            showTrialOffer={trialPossible}
            busy={busy}
            onSubscribe={subscribed ? undefined : () => void subscribe()}
          >
            <PlanIncludes />
          </PlanCard>
          {/* A subscription scheduled to end is the reader's own plan: no second offer beside it. */}
          {!subscribed && (
            <PlanCard
              plan={annualPlan}
              showTrialOffer={trialPossible}
              busy={busy}
              onSubscribe={() => void subscribe('annual')}
            />
          )}
          {paymentDue && <PaymentUpdateRequired code={paymentDue.code} invoiceUrl={paymentDue.invoiceUrl} />}
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          {!subscribed && <TeamPlanOffer />}
        </div>
        <BillingFaq trialPossible={trialPossible} />
      </div>
    </Page>
  );
}
