/**
 * Verifying an account's e-mail address: with a link's token (on the Auth account and its
 * record), and sending a new link to an account that is not verified yet.
 */
import { conflict, serviceUnavailable } from '../../errors';
import { verificationMailFailed } from '../../logs';
import { adminAuth } from '../firebase';
import { markEmailVerified } from './user-records';
import { sendVerificationFor } from './verification-mail';
import { consumeVerificationToken } from './verification-tokens';

/** Uses up the token and marks its account verified; a bad token is a 400 (verification-tokens). */
export async function verifyEmailWithToken(token: string): Promise<void> {
  const { uid } = await consumeVerificationToken(token);
  await adminAuth().updateUser(uid, { emailVerified: true });
  await markEmailVerified(uid);
}

/**
 * A new verification link, for a link that expired, got lost, or could not be sent when
 * the account was made (the mail server was down). Older links stay valid until used or
 * expired. A mail failure is logged and answered 503, so the user can try again.
 */
export async function resendVerificationEmail(uid: string): Promise<void> {
  const account = await adminAuth().getUser(uid);
  if (account.emailVerified || !account.email) {
    throw conflict('already_verified', 'Your email address is already verified.');
  }
  try {
    await sendVerificationFor(uid, account.email);
  } catch (error) {
    verificationMailFailed(uid, error);
    throw serviceUnavailable(
      'mail_unavailable',
      'The email could not be sent right now. Please try again in a few minutes.',
    );
  }
}
