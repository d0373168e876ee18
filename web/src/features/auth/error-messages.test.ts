import { FirebaseError } from 'firebase/app';
import type { ErrorCode } from '@cannabis-reports/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { changePasswordErrorMessage, registrationErrorMessage, signInErrorMessage } from './error-messages';

const authError = (code: string) => new FirebaseError(code, 'Firebase: error');

describe('signInErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid email or password. Please try again.'],
    ['auth/wrong-password', 'Invalid email or password. Please try again.'],
    ['auth/user-not-found', 'Invalid email or password. Please try again.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['auth/internal-error', 'Login failed. Please try again.'],
  ])('%s -> %s', (code, message) => {
    expect(signInErrorMessage(authError(code))).toBe(message);
  });

  it('falls back for errors that are not Firebase errors', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Login failed. Please try again.');
  });
});

/** A refusal of the API, as api-client throws it. */
const refusal = (status: number, code: ErrorCode, text: string) => new ApiError(status, text, code, text);

describe('registrationErrorMessage', () => {
  it.each([
    [refusal(400, 'invalid_request', 'Invalid request body'), 'Invalid email address.'],
    [
      refusal(400, 'weak_password', 'Invalid password. Use at least 8 characters for your password.'),
      'Invalid password. Use at least 8 characters for your password.',
    ],
    [refusal(409, 'email_in_use', 'taken'), 'Email address is already in use.'],
    [
      refusal(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
      'Too many requests. Please wait a minute and try again.',
    ],
    [authError('auth/network-request-failed'), 'An error occurred. Please try again later.'],
  ])('%o -> %s', (error, message) => {
    expect(registrationErrorMessage(error)).toBe(message);
  });
});

describe('changePasswordErrorMessage', () => {
  it('says the current password is incorrect when the error is about a wrong password', () => {
    expect(changePasswordErrorMessage(authError('auth/wrong-password'))).toBe('Current password is incorrect');
    expect(changePasswordErrorMessage(authError('auth/invalid-credential'))).toBe('Current password is incorrect');
  });

  it("gives the server's words for its refusal of the new password", () => {
    const common = 'Invalid password. This password is one of the most common ones.';
    expect(changePasswordErrorMessage(refusal(400, 'weak_password', common))).toBe(common);
  });

  it('says the change failed otherwise', () => {
    expect(changePasswordErrorMessage(authError('auth/requires-recent-login'))).toBe('Failed to change password');
    expect(changePasswordErrorMessage(refusal(500, 'internal', 'Internal server error'))).toBe(
      'Failed to change password',
    );
  });
});
