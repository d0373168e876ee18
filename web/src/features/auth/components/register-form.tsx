import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { SubmitRefusal, useFormSubmit } from '../../../lib/use-form-submit';
import { register } from '../api/register';
import { registrationErrorMessage } from '../error-messages';
import { passwordProblem, preloadPasswordPolicy } from '../password-policy';
import { DisclaimerModal } from './disclaimer-modal';
import { CredentialFields, type Credentials } from './credential-fields';
import { useSignedInRedirect } from './use-redirect-signed-in';

export function RegisterForm() {
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const { busy, onSubmit } = useFormSubmit({
    action: async () => {
      const problem = await passwordProblem(credentials.password);
      if (problem) throw new SubmitRefusal(`Invalid password. ${problem}`);
      await register(credentials.email, credentials.password);
      toast.success('Account created. Check your inbox to verify your email address.');
      navigate(paths.dashboard);
      return 'leaving';
    },
    failureMessage: registrationErrorMessage,
  });
  const redirect = useSignedInRedirect(busy);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <form className="form" onSubmit={onSubmit} onFocus={preloadPasswordPolicy}>
      <p className="trial-badge">7 day free trial</p>
      <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="new-password" />
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
