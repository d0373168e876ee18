/**
 * Profile's Delete account card, for e-mail/password accounts: the password again, then a
 * confirmation that names what is lost. The server cancels the subscription at once and
 * deletes the account and its data; the app then signs out and returns to the sign-in page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { AccountUsernameField, PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { isWrongPasswordError } from '../../../lib/firebase-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { deleteAccount, NoUserError } from '../api/account-deletion';
import './billing.css';

export const DELETE_ACCOUNT_WARNING =
  'Deleting your account cancels your subscription at once, with no refund for the rest of the period, ' +
  'ends your access to every report, and deletes your profile. This cannot be undone.';
export const CONFIRM_DELETE_ACCOUNT = `Delete your account? ${DELETE_ACCOUNT_WARNING}`;
export const ACCOUNT_DELETED = 'Your account has been deleted.';

function failureMessage(error: unknown): string {
  if (error instanceof NoUserError) return 'No user logged in';
  if (error instanceof ApiError) return error.serverMessage ?? 'Your account could not be deleted. Please try again.';
  return isWrongPasswordError(error) ? 'Password is incorrect' : 'Your account could not be deleted. Please try again.';
}

export function DeleteAccountCard() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');

  const { busy, onSubmit } = useFormSubmit({
    ready: () => window.confirm(CONFIRM_DELETE_ACCOUNT),
    action: async () => {
      await deleteAccount(password);
      toast.success(ACCOUNT_DELETED);
      await logout().catch(() => undefined);
      navigate(paths.signIn, { replace: true });
      return 'leaving';
    },
    failureMessage: (error) => {
      console.warn('Account deletion failed', error);
      return failureMessage(error);
    },
  });

  return (
    <section className="card delete-account-card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p>{DELETE_ACCOUNT_WARNING}</p>
      <form className="form" onSubmit={onSubmit}>
        <AccountUsernameField email={user?.email} />
        <PasswordField label="Your password" autoComplete="current-password" value={password} onChange={setPassword} />
        <SubmitButton busy={busy} busyLabel="Deleting..." className="button button-danger">
          Delete account
        </SubmitButton>
      </form>
    </section>
  );
}
