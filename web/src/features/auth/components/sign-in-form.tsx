import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { homePathFor } from '../../../lib/user-info';
import { signIn } from '../api/sign-in';
import { signInErrorMessage } from '../error-messages';
import { useSignedInRedirect } from './use-redirect-signed-in';

export function SignInForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const redirect = useSignedInRedirect(busy);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const userInfo = await signIn(email, password);
      // The demo page receives trialAvailed (spec, section 4).
      navigate(homePathFor(userInfo), { state: { trialAvailed: userInfo?.trialAvailed ?? false } });
    } catch (error) {
      toast.error(signInErrorMessage(error));
      setBusy(false);
    }
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
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
