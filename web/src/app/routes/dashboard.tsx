import { Navigate } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { PlanCard } from '../../features/billing/components/plan-card';
import { endIsScheduled, ScheduledEndBanner } from '../../features/billing/components/scheduled-end-banner';
import { useSubscribe } from '../../features/billing/hooks/use-subscribe';
import { useAuth } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';

/**
 * The upgrade page. It re-reads the user info on entry; paid users go on to /reports,
 * except those whose subscription is scheduled to end, who see the page with its banner
 * pointing them to /profile to resume (README, Decisions).
 */
export function DashboardRoute() {
  const { userInfo, refreshUserInfo } = useAuth();
  // The read stores the fresh user info in the auth state, which this page then decides on.
  const { status } = useQuery({ key: ['user-info-on-entry'], fetcher: refreshUserInfo });
  const { subscribe, busy, error } = useSubscribe();

  if (status === 'loading') return <PageSpinner label="Loading your subscription" />;
  if (userInfo?.isPaidUser && !endIsScheduled(userInfo)) return <Navigate to={paths.reports} replace />;

  return (
    <Page title="Upgrade to premium and get reports!">
      <ScheduledEndBanner userInfo={userInfo} />
      <p className="page-note">
        Note: Free subscribers don't have access to reports. Subscribe to see every report on the state markets.
      </p>
      <div className="plans">
        <PlanCard showTrialOffer={!userInfo?.trialAvailed} busy={busy} onSubscribe={() => void subscribe()} />
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
      </div>
    </Page>
  );
}
