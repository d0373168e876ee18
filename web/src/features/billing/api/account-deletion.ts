/** Deleting the caller's account, after re-entering the password. */
import type { DeleteAccountBody, SuccessAnswer } from '@cannabis-reports/contracts';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { apiRequest } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

/** The contract's typed confirmation (a type-checked copy: the profile chunk stays free of zod). */
const CONFIRMATION: DeleteAccountBody = { confirm: 'delete my account' };

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
  await apiRequest<SuccessAnswer>('/users/delete-account', {
    method: 'POST',
    body: CONFIRMATION,
  });
}
