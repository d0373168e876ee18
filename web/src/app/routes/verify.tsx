import { AuthPage } from '../../components/layout/auth-page';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status';

export function VerifyRoute() {
  return (
    <AuthPage title="Email verification" status>
      <VerifyEmailStatus />
    </AuthPage>
  );
}
