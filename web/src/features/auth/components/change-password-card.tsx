import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AccountUsernameField, PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAuth } from '../../../lib/auth';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { changePassword, NoUserError } from '../api/change-password';
import { changePasswordErrorMessage } from '../error-messages';
import { confirmationMatches, preloadPasswordPolicy, refuseWeakPassword } from '../password-policy';

/** Profile's Change Password card: for e-mail/password accounts only (the profile page decides). */
export function ChangePasswordCard() {
  const { user } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const { busy, onSubmit } = useFormSubmit({
    ready: () => confirmationMatches(newPassword, confirmation),
    action: async () => {
      await refuseWeakPassword(newPassword);
      await changePassword(currentPassword, newPassword);
      toast.success('Password changed successfully');
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
    },
    failureMessage: (error) => (error instanceof NoUserError ? 'No user logged in' : changePasswordErrorMessage(error)),
  });

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <form className="form" onSubmit={onSubmit} onFocus={preloadPasswordPolicy}>
        <AccountUsernameField email={user?.email} />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <PasswordField label="New Password" autoComplete="new-password" value={newPassword} onChange={setNewPassword} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
        />
        <SubmitButton busy={busy} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </section>
  );
}
