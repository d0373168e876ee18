/**
 * Runs for every deleted Auth account, however it was deleted (the /profile action, the client
 * SDK's own deleteUser, the console, the Admin SDK): the record is marked as a deleted account's,
 * the live subscription is cancelled at once and the user's data deleted
 * (services/accounts/account-deletion). After the /profile action there is nothing left to do,
 * and nothing is done twice. A failure (Stripe down) rejects, so the platform runs it again.
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { cleanUpDeletedAccount } from '../services/accounts/account-deletion';

export async function onUserDeleted(user: AuthUser): Promise<void> {
  await cleanUpDeletedAccount(user.uid);
}
