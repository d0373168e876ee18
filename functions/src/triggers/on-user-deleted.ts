/**
 * Runs once for every deleted Auth account, however it was deleted (the /profile action,
 * the client SDK's own deleteUser, the console, the Admin SDK): the live subscription is
 * cancelled at once and the user's data deleted (services/accounts/account-deletion). After the
 * /profile action there is nothing left to do, and nothing is done twice.
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { deleteAccountData } from '../services/accounts/account-deletion';

export async function onUserDeleted(user: AuthUser): Promise<void> {
  await deleteAccountData(user.uid);
}
