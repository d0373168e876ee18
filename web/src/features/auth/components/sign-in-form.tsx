import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SlowLoadingNotice } from '../../../components/ui/page-loading';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { homePathFor } from '../../../lib/user-info';
import { signIn } from '../api/sign-in';
import { signInErrorMessage } from '../error-messages';
import { CredentialFields, type Credentials } from './credential-fields';
import { useSignedInRedirect } from './use-redirect-signed-in';

export const SIGN_IN_SLOW = 'Signing in is taking longer than it should. Check your connection and try again.';

export function SignInForm() {
  const navigate = useNavigate();
  const { refreshUserInfo } = useAuth();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const { busy, onSubmit, retry } = useFormSubmit({
    action: async (signal) => {
      await signIn(credentials.email, credentials.password);
      // Where the user goes depends on their info, read now for the user just signed in.
      const userInfo = await refreshUserInfo();
      // A retry replaced this attempt while the API kept it waiting: the retry goes on.
      if (signal.aborted) return;
      // The demo page receives trialAvailed, so its offer fits the user.
      navigate(homePathFor(userInfo), { state: { trialAvailed: userInfo?.trialAvailed ?? false } });
      return 'leaving';
    },
    failureMessage: signInErrorMessage,
  });
  const redirect = useSignedInRedirect(busy);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <form className="form" onSubmit={onSubmit}>
      <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="current-password" />
      <div className="form-row-end">
        <Link to={paths.forgotPassword}>Forgot Password?</Link>
      </div>
      <SubmitButton busy={busy}>Sign In</SubmitButton>
      {/* Mounted with the submission, so its wait starts there; a spinner alone never says the server is silent. */}
      {busy && <SlowLoadingNotice message={SIGN_IN_SLOW} onRetry={retry} />}
      <p className="form-footer">
        Don&apos;t have an account? <Link to={paths.register}>Register here</Link>
      </p>
    </form>
  );
}
