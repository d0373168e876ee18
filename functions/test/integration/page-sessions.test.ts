/**
 * The page session: POST /session turns the caller's ID token into an HttpOnly `__session`
 * cookie, readPageSession (what a server-rendered page calls) reads its user back until the
 * session is revoked, and POST /session/end clears it. Against the Auth emulator, which makes
 * and checks session cookies as Auth does.
 */
import { adminAuth } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, type TestUser } from '@cannabis-reports/test-support/src/users';
import { readPageSession } from '../../src/services/accounts/page-sessions';
import { expectErrorBody } from './error-body';
import { post } from './signed-in-calls';

const startSession = (authorization?: string) =>
  fetch(apiUrl('/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: '{}',
  });

/** The `__session` cookie a 204 set, and the attributes it was set with. */
function setCookieOf(answer: Response): { value: string; attributes: string[] } {
  // Hosting passes a Set-Cookie on only in an answer no cache may keep for others.
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const [pair, ...attributes] = (answer.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
  expect(pair.startsWith('__session=')).toBe(true);
  return { value: pair.slice('__session='.length), attributes };
}

async function sessionCookieOf(user: TestUser): Promise<string> {
  const answer = await startSession(`Bearer ${user.idToken}`);
  expect(answer.status).toBe(204);
  return setCookieOf(answer).value;
}

beforeAll(() => {
  // readPageSession's Admin SDK is the default app, against the emulators, as test-support's.
  adminAuth();
});

describe('POST /session', () => {
  it.each([
    ['no token', undefined, 'unauthenticated'],
    ['a malformed token', 'Bearer not-a-jwt', 'session_invalid'],
  ])('refuses %s with 401 and sets no cookie', async (_name, authorization, code) => {
    const answer = await startSession(authorization);
    expect(answer.status).toBe(401);
    expect(expectErrorBody(await answer.text()).code).toBe(code);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers 204 with an HttpOnly, Secure, Lax cookie of five days that names the caller', async () => {
    const user = await createTestUser();
    const answer = await startSession(`Bearer ${user.idToken}`);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    const { value, attributes } = setCookieOf(answer);
    expect(attributes).toEqual(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax', 'Max-Age=432000']);
    expect(value).not.toBe(user.idToken);
    expect(await readPageSession(`theme=dark; __session=${value}; other=1`)).toEqual({
      uid: user.uid,
      email: user.email,
    });
  });
});

describe('readPageSession', () => {
  it('reads nothing once the user signs out of all devices', async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieOf(user);
    expect(await readPageSession(`__session=${cookie}`)).toEqual({ uid: user.uid, email: user.email });
    // Revocation counts in whole seconds from the sign-in: let one pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post('/users/sign-out-everywhere', user)).status).toBe(200);
    expect(await readPageSession(`__session=${cookie}`)).toBeNull();
  }, 30_000);

  it('reads nothing for a disabled account', async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieOf(user);
    await adminAuth().updateUser(user.uid, { disabled: true });
    expect(await readPageSession(`__session=${cookie}`)).toBeNull();
  });

  it.each([
    ['no Cookie header', undefined],
    ['no __session cookie', 'theme=dark'],
    ['an empty one', '__session='],
    ['garbage', '__session=not-a-session-cookie'],
    ['an ID token instead of a session cookie', 'ID_TOKEN'],
    ['characters no cookie has', '__session=a<b>c'],
  ])('reads nothing, without throwing, from %s', async (_name, header) => {
    const cookieHeader = header === 'ID_TOKEN' ? `__session=${(await createTestUser()).idToken}` : header;
    await expect(readPageSession(cookieHeader)).resolves.toBeNull();
  });
});

it('POST /session/end answers 204 with a cookie that clears __session, signed in or not', async () => {
  const answer = await fetch(apiUrl('/session/end'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status).toBe(204);
  expect(setCookieOf(answer)).toEqual({
    value: '',
    attributes: ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax', 'Max-Age=0'],
  });
});
