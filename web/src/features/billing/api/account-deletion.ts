/** Deleting the caller's account, after re-entering the password. */
import { apiRoutes } from '@cannabis-reports/contracts';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

export class NoUserError extends Error {}

/**
 * Re-authenticates with the password (the server wants a sign-in of the last minutes), then
 * asks the server to delete the account. Firebase errors (a wrong password) are thrown as they are.
 */
export async function deleteAccount(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new NoUserError('No user logged in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
  // The table types the confirmation as its one accepted text.
  await api(apiRoutes.deleteAccount, { body: { confirm: 'delete my account' } });
}
