/**
 * The password rule holds however an account is asked for: a sign-up sent straight to the
 * identity service's REST API (as a script would, skipping the form) is refused by the
 * blocking function, whatever the password; the API's sign-up refuses a short or common
 * password and makes the account for a good one.
 */
import { adminAuth } from '@cannabis-reports/test-support/src/admin';
import { apiUrl, AUTH_EMULATOR } from '@cannabis-reports/test-support/src/emulators';
import { uniqueEmail, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';

/** accounts:signUp with an API key, exactly what the web SDK's createUserWithEmailAndPassword sends. */
const directSignUp = (email: string, password: string) =>
  fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });

const apiSignUp = (email: string, password: string) =>
  fetch(apiUrl('/users/sign-up'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const accountExists = (email: string) =>
  adminAuth()
    .getUserByEmail(email)
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );

describe('a sign-up sent straight to the identity service', () => {
  it.each(['123456', 'correct-horse-battery'])(
    'is refused with the password %s, and no account is made',
    async (password) => {
      const email = uniqueEmail('direct');
      const response = await directSignUp(email, password);
      const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
      expect(response.status).toBe(400);
      expect(body.idToken).toBeUndefined();
      expect(body.error?.message).toMatch(/^BLOCKING_FUNCTION_ERROR_RESPONSE/);
      expect(await accountExists(email)).toBe(false);
    },
  );
});

describe('the API sign-up', () => {
  it.each([
    ['123456', /at least 8 characters/],
    ['password1', /most common/],
    ['PASSWORD1', /most common/],
  ])('refuses %s with weak_password and makes no account', async (password, reason) => {
    const email = uniqueEmail('weak');
    const response = await apiSignUp(email, password);
    expect(response.status).toBe(400);
    const body = expectErrorBody(await response.text());
    expect(body.code).toBe('weak_password');
    expect(body.error).toMatch(reason);
    expect(await accountExists(email)).toBe(false);
  });

  it('makes the account for a good password, whose record and sign-in follow', async () => {
    const email = uniqueEmail('signup');
    const response = await apiSignUp(email, 'correct-horse-battery');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const user = await adminAuth().getUserByEmail(email);
    await waitForUserRecord(user.uid);

    const again = await apiSignUp(email, 'another-good-password');
    expect(again.status).toBe(409);
    expect(expectErrorBody(await again.text()).code).toBe('email_in_use');
  });
});
