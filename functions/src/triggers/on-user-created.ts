/**
 * Runs once for every new Auth account: creates its `users/{uid}` record with the initial
 * values and, for an e-mail/password account that is not verified yet, mails the
 * verification link. A mail failure is logged, not thrown: the account and its record
 * stay, and a retry of the whole trigger would only send a second link.
 */
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { verificationMailFailed } from '../logs';
import { ensureUserRecord, newUserFromAuth } from '../services/accounts/new-user-records';
import { sendVerificationFor } from '../services/accounts/verification-mail';

export async function onUserCreated(user: AuthUser): Promise<void> {
  if (!user.email) return;
  const record = await ensureUserRecord(newUserFromAuth(user));
  if (record.socialProvider !== 'password' || user.emailVerified) return;
  try {
    await sendVerificationFor(user.uid, user.email);
  } catch (error) {
    verificationMailFailed(user.uid, error);
  }
}
