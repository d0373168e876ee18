/**
 * The password rules of registration and password changes (OWASP ASVS 2.1): at least 8
 * characters, and not one of the ~50,000 most common passwords (zxcvbn-ts's maintained
 * list). The list is about 200 KB gzipped, so it is loaded only when a new password is checked,
 * never with the first page. The Firebase project's password policy enforces the length
 * on the server too (docs/operations.md, Production, step 6).
 */
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones. Please choose a less common password.';

let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then(
    ({ default: passwords }) => new Set(passwords),
  );
  return commonPasswords;
}

/** Starts loading the list early (e.g. when the password field gets focus), so the check is instant. */
export function preloadPasswordPolicy(): void {
  void loadCommonPasswords().catch(() => undefined);
}

/** Why `password` may not be used, or undefined when it may. */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const common = await loadCommonPasswords();
  if (common.has(password) || common.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return undefined;
}
