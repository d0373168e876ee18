import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { resetPassword } from '../api/reset-password';
import { changePasswordErrorMessage } from '../error-messages';
import { confirmationMatches, preloadPasswordPolicy, refuseWeakPassword } from '../password-policy';

/** The mailed reset link's page: a new password, checked here and again on the server, then sign in with it. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const { busy, onSubmit } = useFormSubmit({
    ready: () => confirmationMatches(password, confirmation),
    action: async () => {
      await refuseWeakPassword(password);
      await resetPassword(token, password);
      toast.success('Your password has been reset. Please sign in with it.');
      navigate(paths.signIn);
      return 'leaving';
    },
    failureMessage: changePasswordErrorMessage,
  });

  if (!token)
    return (
      <p className="form">
        This password reset link is incomplete. <Link to={paths.forgotPassword}>Ask for a new one</Link>.
      </p>
    );
  return (
    <form className="form" onSubmit={onSubmit} onFocus={preloadPasswordPolicy}>
      <PasswordField label="New Password" autoComplete="new-password" value={password} onChange={setPassword} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
      />
      <SubmitButton busy={busy}>Set New Password</SubmitButton>
      <p className="form-footer">
        <Link to={paths.forgotPassword}>Ask for a new link</Link>
      </p>
    </form>
  );
}
