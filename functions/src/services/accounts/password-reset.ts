/**
 * Passwords are set on the server, where the rule (8 characters, not a common one: sign-up.ts) holds
 * whichever client asks (decision 0139): a change by the signed-in user, who has just entered the
 * current password again (the route asks for a recent sign-in), and a reset through a link mailed to
 * the account's address. The identity service's own password policy (8 characters, enforced; checked
 * before each deploy) holds for what a client still sends it directly.
 */
import { badRequest } from '../../errors';
import { passwordResetMailFailed } from '../../logs';
import { sendEmail } from '../mail/transport';
import { adminAuth } from '../platform/firebase';
import { withinMailboxShare } from './mailbox-share';
import { oneUseTokens } from './one-use-tokens';
import { passwordResetEmail, passwordResetLink } from './password-reset-mail';
import { passwordProblem } from './sign-up';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails one mailbox gets a day: a stranger may ask for them, so they are few. */
export const RESET_MAILS_PER_DAY = 5;
const INVALID = 'This password reset link is invalid. Please ask for a new one.';

const resets = oneUseTokens({
  collection: 'passwordResets',
  ttlMs: RESET_TTL_MS,
  refusals: {
    invalid: { code: 'reset_link_invalid', message: INVALID },
    used: { code: 'reset_link_invalid', message: 'This password reset link has already been used.' },
    expired: { code: 'reset_link_invalid', message: 'This password reset link has expired. Please ask for a new one.' },
  },
});

/** A deleted account's reset tokens. */
export const passwordResetTokensOf = resets.of;

function refuseWeak(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest('weak_password', `Invalid password. ${problem}`);
}

export async function changePassword(uid: string, newPassword: string): Promise<void> {
  refuseWeak(newPassword);
  // The identity service ends the account's other sessions on a password change (id-tokens checks revocation).
  await adminAuth().updateUser(uid, { password: newPassword });
}

const accountOf = (lookUp: Promise<import('firebase-admin/auth').UserRecord>) =>
  lookUp.catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return undefined;
    throw error;
  });

/**
 * Mails a reset link when the address has a password account, and answers the same either way: the
 * answer says nothing of who has an account. A mail that cannot be sent is logged, not answered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const account = await accountOf(adminAuth().getUserByEmail(email));
  if (!account?.email || !account.providerData.some((provider) => provider.providerId === 'password')) return;
  if (!(await withinMailboxShare('password-reset-mail', account.uid, account.email, RESET_MAILS_PER_DAY))) return;
  const token = await resets.issue(account.uid, account.email);
  await sendEmail(passwordResetEmail(account.email, passwordResetLink(token))).catch((error: unknown) =>
    passwordResetMailFailed(account.uid, error),
  );
}

/**
 * Sets the password a reset link was mailed for, then uses the link up; a link for an address the
 * account no longer has, or an account that is gone, is refused like a bad one.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  refuseWeak(password);
  const { uid, email } = await resets.read(token);
  const account = await accountOf(adminAuth().getUser(uid));
  if (account?.email?.toLowerCase() !== email.toLowerCase()) throw badRequest('reset_link_invalid', INVALID);
  await adminAuth().updateUser(uid, { password });
  await resets.spend(token);
}
