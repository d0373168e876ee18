import { AuthPage } from '../../components/layout/auth-page';
import { AcceptInvitation } from '../../features/teams/components/accept-invitation';

/** The page a team invitation's mailed link opens. */
export function TeamAcceptRoute() {
  return (
    <AuthPage title="Join a team" status>
      <AcceptInvitation />
    </AuthPage>
  );
}
