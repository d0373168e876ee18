import { AuthPage } from '../../components/layout/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterRoute() {
  return (
    <AuthPage title="Create your account">
      <RegisterForm />
    </AuthPage>
  );
}
