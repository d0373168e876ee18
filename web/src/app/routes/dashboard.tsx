import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { CheckoutNotCompletedNote, isCheckoutCancelledState } from '../../features/billing/components/checkout-notes';
import { PaymentUpdateRequired } from '../../features/billing/components/payment-update-required';
import { PlanCard } from '../../features/billing/components/plan-card';
import { endIsScheduled, ScheduledEndBanner } from '../../features/billing/components/scheduled-end-banner';
import { useSubscribe } from '../../features/billing/hooks/use-subscribe';
import { useAuth } from '../../lib/auth';

/**
 * The upgrade page (spec, "Upgrade page"). It re-reads the user info on entry; paid users
 * go on to /reports, except those whose subscription is scheduled to end, who see the
 * page with its banner pointing them to /profile to resume (README, Decisions).
 */
export function DashboardRoute() {
  const { userInfo, refreshUserInfo } = useAuth();
  const [checked, setChecked] = useState(false);
  const { subscribe, busy, error, paymentUpdateRequired } = useSubscribe();
  const checkoutCancelled = isCheckoutCancelledState(useLocation().state);

  useEffect(() => {
    void refreshUserInfo().finally(() => setChecked(true));
  }, [refreshUserInfo]);

  if (!checked) return <PageSpinner label="Loading your subscription" />;
  if (userInfo?.isPaidUser && !endIsScheduled(userInfo)) return <Navigate to={paths.reports} replace />;

  return (
    <Page title="Upgrade to premium and get reports!">
      <ScheduledEndBanner userInfo={userInfo} />
      {checkoutCancelled && <CheckoutNotCompletedNote />}
      <p className="page-note">
        Note: Free subscribers don't have access to reports. Subscribe to see every report on the state markets.
      </p>
      <div className="plans">
        <PlanCard showTrialOffer={!userInfo?.trialAvailed} busy={busy} onSubscribe={() => void subscribe()} />
        {paymentUpdateRequired && <PaymentUpdateRequired />}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
      </div>
    </Page>
  );
}
