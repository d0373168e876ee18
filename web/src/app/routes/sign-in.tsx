import { AuthPage } from '../../components/layout/auth-page';
import { ProductPitch } from '../../components/marketing/product-pitch';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import './sign-in.css';

/** The form comes first (the first thing usable, and first on a phone); what the product offers beside it. */
export function SignInRoute() {
  return (
    <div className="sign-in-layout">
      <AuthPage title="Sign In">
        <SignInForm />
      </AuthPage>
      <ProductPitch />
    </div>
  );
}
