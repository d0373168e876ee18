/**
 * The password rule of registration and password changes (OWASP ASVS 2.1): at least 8
 * characters, and not one of the most common passwords (zxcvbn-ts's maintained list, which
 * each side loads its own way: the web when a password field gets focus, the server on the
 * first sign-up). The same rule and words on both sides: the server's refusal reads as the form's.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Firebase Auth's own ceiling; longer passwords are refused rather than cut. */
export const MAX_PASSWORD_LENGTH = 4096;

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
export const PASSWORD_TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones. Please choose a less common password.';

/** Why `password` may not be used, given the common passwords; undefined when it may. */
export function passwordProblemAmong(password: string, common: ReadonlySet<string>): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (common.has(password) || common.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return undefined;
}
