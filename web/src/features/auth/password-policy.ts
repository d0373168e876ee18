/**
 * The password rule (the contracts' password-policy, which the server's sign-up applies too),
 * checked in the form before anything is sent. The common-password list is about 200 KB
 * gzipped, so it is loaded only when a new password is checked, never with the first page.
 */
import { passwordProblemAmong } from '@cannabis-reports/contracts';
import { toast } from '../../lib/toast';
import { SubmitRefusal } from '../../lib/use-form-submit';

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

/** A new password's form: its two entries must match (the form says so when not, and sends nothing). */
export function confirmationMatches(password: string, confirmation: string): boolean {
  if (password === confirmation) return true;
  toast.error('New passwords do not match');
  return false;
}

/** Refuses, in the form's words, a new password the rule does not allow, before anything is sent. */
export async function refuseWeakPassword(password: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw new SubmitRefusal(problem);
}
