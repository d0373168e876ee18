import { apiRoutes } from '@cannabis-reports/contracts';
import { EmailAuthProvider, reauthenticateWithCredential, signInWithEmailAndPassword } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

export class NoUserError extends Error {}

/**
 * Re-authenticates with the current password (the server asks for a sign-in from the last minutes), then
 * the server sets the new one under the password rule. The change ends every session, this one with them,
 * so this browser signs in again with the new password.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new NoUserError('No user logged in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await api(apiRoutes.changePassword, { body: { newPassword } });
  await signInWithEmailAndPassword(auth, user.email, newPassword);
}
