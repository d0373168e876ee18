/**
 * Verifying an account's e-mail address: with a link's token (on the Auth account and its
 * record), and sending a new link to an account that is not verified yet.
 */
import { badRequest, conflict, HttpError, serviceUnavailable } from '../../errors';
import { verificationMailFailed } from '../../logs';
import { adminAuth } from '../platform/firebase';
import { markEmailVerified } from './user-records';
import { sendVerificationFor } from './verification-mail';
import { readVerificationToken, spendVerificationToken } from './verification-tokens';

const secondsToNextUtcDay = (now = Date.now()) => Math.ceil((86_400_000 - (now % 86_400_000)) / 1000);

export const MAILBOX_LIMITED = 'This address has been sent enough verification links today. Please try again tomorrow.';
export const ADDRESS_CHANGED = 'This verification link was sent to an address this account no longer uses.';

/**
 * Marks the token's account verified, then uses the token up: a failed update leaves the
 * link working for another try. The link verifies only the address it was sent to, so a
 * link for an address the account has since changed is refused; a bad token is a 400
 * (verification-tokens).
 */
export async function verifyEmailWithToken(token: string): Promise<void> {
  const { uid, email } = await readVerificationToken(token);
  const account = await adminAuth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found')
        throw badRequest('verification_invalid', 'This verification link is invalid.');
      throw error;
    });
  if (account.email?.toLowerCase() !== email.toLowerCase()) throw badRequest('verification_invalid', ADDRESS_CHANGED);
  await adminAuth().updateUser(uid, { emailVerified: true });
  await markEmailVerified(uid);
  await spendVerificationToken(token);
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
  let outcome: Awaited<ReturnType<typeof sendVerificationFor>>;
  try {
    outcome = await sendVerificationFor(uid, account.email);
  } catch (error) {
    verificationMailFailed(uid, error);
    throw serviceUnavailable(
      'mail_unavailable',
      'The email could not be sent right now. Please try again in a few minutes.',
    );
  }
  if (outcome === 'limited') throw new HttpError(429, 'rate_limited', MAILBOX_LIMITED, secondsToNextUtcDay());
}
