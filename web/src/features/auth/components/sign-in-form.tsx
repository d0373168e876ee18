import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { homePathFor } from '../../../lib/user-info';
import { signIn } from '../api/sign-in';
import { signInErrorMessage } from '../error-messages';
import { CredentialFields, type Credentials } from './credential-fields';
import { useSignedInRedirect } from './use-redirect-signed-in';

export function SignInForm() {
  const navigate = useNavigate();
  const { refreshUserInfo } = useAuth();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const redirect = useSignedInRedirect(busy);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(credentials.email, credentials.password);
      // Where the user goes depends on their info, read now for the user just signed in.
      const userInfo = await refreshUserInfo();
      // The demo page receives trialAvailed, so its offer fits the user.
      navigate(homePathFor(userInfo), { state: { trialAvailed: userInfo?.trialAvailed ?? false } });
    } catch (error) {
      toast.error(signInErrorMessage(error));
      setBusy(false);
    }
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)}>
      <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="current-password" />
      <div className="form-row-end">
        <Link to={paths.forgotPassword}>Forgot Password?</Link>
      </div>
      <SubmitButton busy={busy}>Sign In</SubmitButton>
      <p className="form-footer">
        Don&apos;t have an account? <Link to={paths.register}>Register here</Link>
      </p>
    </form>
  );
}
