import { Page } from '../../components/layout/page';
import { ApiKeysCard } from '../../features/api-keys/components/api-keys-card';
import { FollowsCard } from '../../features/follows/components/follows-card';
import { TeamCard } from '../../features/teams/components/team-card';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { SignOutEverywhereCard } from '../../features/auth/components/sign-out-everywhere-card';
import { BillingCard } from '../../features/billing/components/billing-card';
import { DeleteAccountCard } from '../../features/billing/components/delete-account-card';
import { SubscriptionDetailsCard } from '../../features/billing/components/subscription-details-card';
import { useAuth } from '../../lib/auth';
import { readsReports } from '../../lib/user-info';
import './profile.css';

export function ProfileRoute() {
  const { userInfo } = useAuth();
  return (
    <Page title="Profile">
      <div className="profile-grid">
        <SubscriptionDetailsCard />
        {userInfo?.stripeSubscriptionId && <BillingCard />}
        {userInfo?.socialProvider === 'password' && <ChangePasswordCard />}
        <TeamCard />
        <FollowsCard />
        <ApiKeysCard paid={readsReports(userInfo)} />
        <SignOutEverywhereCard />
        {userInfo?.socialProvider === 'password' && <DeleteAccountCard />}
      </div>
    </Page>
  );
}
