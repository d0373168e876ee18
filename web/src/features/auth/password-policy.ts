/**
 * The password rule (the contracts' password-policy, which the server's sign-up applies too),
 * checked in the form before anything is sent. The common-password list is about 200 KB
 * gzipped, so it is loaded only when a new password is checked, never with the first page.
 */
import { passwordProblemAmong } from '@cannabis-reports/contracts';

export { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@cannabis-reports/contracts';

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
  return passwordProblemAmong(password, await loadCommonPasswords());
}
