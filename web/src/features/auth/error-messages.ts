/** Firebase Auth error codes to the exact messages the product shows. */
import { ApiError } from '../../lib/api-error';
import { authErrorCode as codeOf, isWrongPasswordError } from '../../lib/firebase-errors';

export function signInErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return 'Invalid email or password. Please try again.';
    case 'auth/too-many-requests':
      return 'Too many failed attempts. Please try again later.';
    case 'auth/network-request-failed':
      return 'Network error. Please check your internet connection.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Please contact support.';
    default:
      return 'Login failed. Please try again.';
  }
}

/** Registration goes through the API's sign-up (api/register): its refusals, by code. */
export function registrationErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case 'invalid_request':
      return 'Invalid email address.';
    case 'weak_password':
    case 'rate_limited':
      return (error as ApiError).serverMessage ?? 'Invalid password.';
    case 'email_in_use':
      return 'Email address is already in use.';
    default:
      return 'An error occurred. Please try again later.';
  }
}

/**
 * A wrong current password (however Firebase names it) has its own message, and a refusal of the server's
 * (a common password, a rate limit, a link no longer valid) its own words; all else the general one.
 */
export function changePasswordErrorMessage(error: unknown): string {
  if (isWrongPasswordError(error)) return 'Current password is incorrect';
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return 'Failed to change password';
}
