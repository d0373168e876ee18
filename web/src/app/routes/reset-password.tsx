import { AuthPage } from '../../components/layout/auth-page';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  return (
    <AuthPage title="Choose a New Password">
      <ResetPasswordForm />
    </AuthPage>
  );
}
