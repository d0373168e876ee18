import { AuthPage } from '../../components/layout/auth-page';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthPage title="Reset Password">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
