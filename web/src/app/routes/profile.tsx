import { Page } from '../../components/layout/page';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { SignOutEverywhereCard } from '../../features/auth/components/sign-out-everywhere-card';
import { SubscriptionDetailsCard } from '../../features/billing/components/subscription-details-card';
import { useAuth } from '../../lib/auth';

export function ProfileRoute() {
  const { userInfo } = useAuth();
  return (
    <Page title="Profile">
      <div className="profile-grid">
        <SubscriptionDetailsCard />
        {userInfo?.socialProvider === 'password' && <ChangePasswordCard />}
        <SignOutEverywhereCard />
      </div>
    </Page>
  );
}
