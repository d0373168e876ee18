/**
 * Sessions: 'Sign out of all devices' ends every session of the user at once (their other
 * devices are refused on their next call), and a session ends 30 days after sign-in
 * however often its tokens are refreshed, with a code the web turns into 'Please sign in again'.
 */
import { apiUrl, PROJECT_ID } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, waitForUserRecord, type TestUser } from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A fresh ID token (the Auth emulator accepts unsigned ones) of a session that began `ageSeconds` ago. */
function tokenOfSessionAged(user: TestUser, ageSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - ageSeconds,
    user_id: user.uid,
    sub: user.uid,
    iat: now - 60,
    exp: now + 3000,
    email: user.email,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
  })}.`;
}

const readOwnRecord = (user: TestUser, token: string) =>
  fetch(apiUrl(`/users/${user.uid}`), { headers: { authorization: `Bearer ${token}` } });

it('ends a session 30 days after sign-in with session_expired', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const answer = await readOwnRecord(user, tokenOfSessionAged(user, 31 * 86_400));
  expect(answer.status).toBe(401);
  expect(expectErrorBody(await answer.text()).code).toBe('session_expired');
  expect(answer.headers.get('cache-control')).toBe('no-store');
});

it('signs every device out: tokens issued before are refused on their next call', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  // The other device's token, and the time to tell it apart from the revocation (whole seconds).
  expect((await readOwnRecord(user, user.idToken)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const signOut = await fetch(apiUrl('/users/sign-out-everywhere'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(signOut.status).toBe(200);
  expect(await signOut.json()).toEqual({ success: true });
  const after = await readOwnRecord(user, user.idToken);
  expect(after.status).toBe(401);
  expect(expectErrorBody(await after.text()).code).toBe('session_invalid');
}, 30_000);

it('answers the confirmation of a checkout session nobody started with 404, not 502', async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const answer = await fetch(apiUrl('/stripe/confirm-checkout-session'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: 'cs_test_a1B2c3NobodyStartedThis' }),
  });
  expect(answer.status).toBe(404);
  expect(expectErrorBody(await answer.text()).code).toBe('not_found');
});
