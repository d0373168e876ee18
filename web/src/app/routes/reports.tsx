import { Page } from '../../components/layout/page';
import { AuthPage } from '../../components/layout/auth-page';
import { PaidReport } from '../../features/reports/components/paid-report';
import { SubscriptionRequired } from '../../features/reports/components/subscription-required';
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
