import { Page } from '../../components/layout/page';
import { AuthPage } from '../../components/layout/auth-page';
import { beginOpeningReport, PaidReport } from '../../features/report-viewer/tabs/paid-report';
import { SubscriptionRequired } from '../../features/report-viewer/tabs/subscription-required';
import { MARKET_CODES, type FollowTarget } from '@cannabis-reports/contracts';
import { useSearchParams } from 'react-router-dom';
import { stateName } from '../../config/state-names';
import { FollowButton } from '../../features/follows/components/follow-button';
import { useAuth } from '../../lib/auth';
import { readsReports } from '../../lib/user-info';
import { paths } from '../../config/paths';

// Opened directly (a bookmark, a reload), the page's code loads beside the sign-in check
// (router.tsx): its report is asked for as soon as the reader is signed in.
if (typeof window !== 'undefined' && window.location.pathname === paths.reports) beginOpeningReport();

/** The market a report shows when its link names one (`?state=CO`, `?state=ON`): the one its page offers to follow. */
function marketOf(search: URLSearchParams): Extract<FollowTarget, { kind: 'market' }> | undefined {
  const state = MARKET_CODES.find((code) => code === search.get('state'));
  return state ? { kind: 'market', state } : undefined;
}

/** /reports: the viewer for paid users; the way to /dashboard for the others. */
export function ReportsRoute() {
  const { userInfo } = useAuth();
  const [search] = useSearchParams();
  const market = marketOf(search);
  if (!readsReports(userInfo)) {
    return (
      <AuthPage title="Reports" status>
        <SubscriptionRequired />
      </AuthPage>
    );
  }
  return (
    <Page title="Reports">
      {market && (
        <p className="report-follow">
          <FollowButton target={market} label={stateName(market.state)} />
        </p>
      )}
      <PaidReport />
    </Page>
  );
}
