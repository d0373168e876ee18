/**
 * The password rule holds however an account is asked for: a sign-up sent straight to the
 * identity service's REST API (as a script would, skipping the form) is refused by the
 * blocking function, whatever the password; the API's sign-up refuses a short or common
 * password and makes the account for a good one; and so do a password change and a reset, which
 * go through the API too.
 */
import { adminAuth } from '@cannabis-reports/test-support/src/admin';
import { apiUrl, AUTH_EMULATOR } from '@cannabis-reports/test-support/src/emulators';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { createTestUser, uniqueEmail, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
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

/** A sign-in with the password over the identity service's REST API, as the web SDK's: its status. */
const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
  ).status;

const post = (path: string, body: unknown, idToken?: string) =>
  fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });

describe('a password change', () => {
  it('to a common password is refused with weak_password, and the old password still signs in', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    const response = await post('/users/change-password', { newPassword: 'password1' }, user.idToken);
    expect(response.status).toBe(400);
    const body = expectErrorBody(await response.text());
    expect([body.code, body.error]).toEqual(['weak_password', expect.stringMatching(/most common/)]);
    expect(await signInStatus(user.email, 'password1')).toBe(400);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('to a good password sets it, with a recent sign-in only', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    expect((await post('/users/change-password', { newPassword: 'a-much-better-phrase' }, user.idToken)).status).toBe(
      200,
    );
    expect(await signInStatus(user.email, 'a-much-better-phrase')).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(400);
  });
});

describe('a password reset', () => {
  const tokenOf = async (email: string) => {
    const mail = await waitForEmail(email, { subject: /^Reset your password/ });
    return new URL(/(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? 'http://x/').searchParams.get(
      'token',
    );
  };

  it('mails a link whose page sets a good password, never a common one, and is used once', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    expect((await post('/users/password-reset', { email: user.email })).status).toBe(200);
    const token = await tokenOf(user.email);
    expect(token).toBeTruthy();

    const weak = await post('/users/reset-password', { token, password: 'password1' });
    expect([weak.status, expectErrorBody(await weak.text()).code]).toEqual([400, 'weak_password']);
    expect(await signInStatus(user.email, 'password1')).toBe(400);

    expect((await post('/users/reset-password', { token, password: 'a-fresh-long-phrase' })).status).toBe(200);
    expect(await signInStatus(user.email, 'a-fresh-long-phrase')).toBe(200);
    const again = await post('/users/reset-password', { token, password: 'another-fresh-phrase' });
    expect([again.status, expectErrorBody(await again.text()).code]).toEqual([400, 'reset_link_invalid']);
  });

  it('answers an address without an account as it answers one with, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await post('/users/password-reset', { email });
    expect([response.status, await response.json()]).toEqual([200, { success: true }]);
    await expect(waitForEmail(email, { subject: /^Reset your password/, timeoutMs: 2_000 })).rejects.toThrow();
  });
});
