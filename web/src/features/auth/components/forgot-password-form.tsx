import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { sendPasswordReset } from '../api/send-password-reset';

const NEUTRAL_SUCCESS = 'If an account exists with this email, you will receive a password reset link.';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const { busy, onSubmit } = useFormSubmit({
    action: async () => {
      // The server answers an unknown address as it answers a known one: no account enumeration.
      await sendPasswordReset(email);
      toast.success(NEUTRAL_SUCCESS);
    },
    failureMessage: () => 'Unable to process request. Please try again later.',
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <p>Enter your email address and we&apos;ll send you a link to reset your password.</p>
      <div className="field">
        <label htmlFor="reset-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="reset-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email address"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <SubmitButton busy={busy}>Send Reset Link</SubmitButton>
      <p className="form-footer">
        <Link to={paths.signIn}>Back to Login</Link>
      </p>
    </form>
  );
}
