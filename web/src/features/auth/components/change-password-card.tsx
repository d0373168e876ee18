import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { changePassword, NoUserError } from '../api/change-password';
import { changePasswordErrorMessage } from '../error-messages';
import { passwordProblem, preloadPasswordPolicy } from '../password-policy';

/** Profile's Change Password card: for e-mail/password accounts only (the profile page decides). */
export function ChangePasswordCard() {
  const { user } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirmation) {
      toast.error('New passwords do not match');
      return;
    }
    setBusy(true);
    const problem = await passwordProblem(newPassword);
    if (problem) {
      toast.error(problem);
      setBusy(false);
      return;
    }
    try {
      await changePassword(currentPassword, newPassword);
      toast.success('Password changed successfully');
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
    } catch (error) {
      toast.error(error instanceof NoUserError ? 'No user logged in' : changePasswordErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <form className="form" onSubmit={(event) => void onSubmit(event)} onFocus={preloadPasswordPolicy}>
        {/* Lets password managers match the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </section>
  );
}
