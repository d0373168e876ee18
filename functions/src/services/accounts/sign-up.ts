/**
 * The only way an account is made: the password rule is checked here, on the server, then the
 * account is created with the Admin SDK. Sign-ups sent straight to the identity service are
 * refused by the `refuseClientSignUp` blocking function (triggers/refuse-client-sign-up), which
 * the Admin SDK's creations do not pass through; so no direct call can skip this check.
 */
import { passwordProblemAmong } from '@cannabis-reports/contracts';
import { badRequest, conflict } from '../../errors';
import { adminAuth } from '../platform/firebase';

export const EMAIL_IN_USE = 'Email address is already in use.';

let commonPasswords: Set<string> | undefined;

/** zxcvbn-ts's ~50,000 most common passwords (the web checks the same list), read on the first sign-up. */
function loadCommonPasswords(): Set<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the one list, not the package's other dictionaries
  commonPasswords ??= new Set(require('@zxcvbn-ts/language-common/dist/passwords.json.cjs') as string[]);
  return commonPasswords;
}

/** Why the server refuses `password`, in the form's words; undefined when it may be used. */
export const passwordProblem = (password: string) => passwordProblemAmong(password, loadCommonPasswords());

export async function signUp(email: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest('weak_password', `Invalid password. ${problem}`);
  try {
    await adminAuth().createUser({ email, password });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // The same answer the identity service gave a direct sign-up: the form says so anyway.
    if (code === 'auth/email-already-exists') throw conflict('email_in_use', EMAIL_IN_USE);
    if (code === 'auth/invalid-email') throw badRequest('invalid_request', 'Invalid email address.');
    throw error;
  }
}
