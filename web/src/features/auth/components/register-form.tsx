import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { register } from '../api/register';
import { registrationErrorMessage } from '../error-messages';
import { DisclaimerModal } from './disclaimer-modal';
import { useSignedInRedirect } from './use-redirect-signed-in';

export function RegisterForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const redirect = useSignedInRedirect(busy);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await register(email, password);
      toast.success('Account created. Check your inbox to verify your email address.');
      navigate(paths.dashboard);
    } catch (error) {
      toast.error(registrationErrorMessage(error));
      setBusy(false);
    }
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)}>
      <p className="trial-badge">7 day free trial</p>
      <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="checkbox">
        <input id="agree" type="checkbox" required checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <label htmlFor="agree">
          I Agree to the{' '}
          <button type="button" className="link-button" onClick={() => setDisclaimerOpen(true)}>
            Disclaimer
          </button>
        </label>
      </div>
      <SubmitButton busy={busy}>Register</SubmitButton>
      <p className="form-footer">
        <Link to={paths.signIn}>Already have an account? Sign in here</Link>
      </p>
      <DisclaimerModal open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
    </form>
  );
}
