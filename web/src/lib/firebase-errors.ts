/** What a Firebase Auth error means, whatever code a given SDK version gives it. */
import { FirebaseError } from 'firebase/app';

export const authErrorCode = (error: unknown) => (error instanceof FirebaseError ? error.code : '');

/** A re-authentication refused for its password (Firebase has named this three ways). */
export function isWrongPasswordError(error: unknown): boolean {
  const code = authErrorCode(error);
  return (
    code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials'
  );
}
