import { AuthPage } from '../../components/layout/auth-page';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function SignInRoute() {
  return (
    <AuthPage title="Sign In">
      <SignInForm />
    </AuthPage>
  );
}
