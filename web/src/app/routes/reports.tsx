import { Page } from '../../components/layout/page';
import { AuthPage } from '../../components/layout/auth-page';
import { PaidReport } from '../../features/report-viewer/components/paid-report';
import { SubscriptionRequired } from '../../features/report-viewer/components/subscription-required';
import { useAuth } from '../../lib/auth';

/** /reports: the viewer for paid users; the way to /dashboard for the others. */
export function ReportsRoute() {
  const { userInfo } = useAuth();
  if (!userInfo?.isPaidUser) {
    return (
      <AuthPage title="Reports" status>
        <SubscriptionRequired />
      </AuthPage>
    );
  }
  return (
    <Page title="Reports">
      <PaidReport />
    </Page>
  );
}
