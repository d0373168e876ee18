/**
 * Test users: real Auth emulator accounts, made as the API's sign-up makes them (with the
 * Admin SDK's credential: a client's sign-up is refused by the blocking function), so the
 * account-creation trigger runs as it does for a real sign-up; then signed in over the same
 * REST API the web SDK uses.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { adminDb } from './admin';
import { AUTH_EMULATOR, PROJECT_ID } from './emulators';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * One POST on a connection of its own (no keep-alive pool): a pooled socket the emulator was
 * closing at that moment answered 'other side closed', several in a row after a suite that made
 * many users at once. A connection refused or reset is tried again a few times.
 */
function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  attempts = 5,
): Promise<{ status: number; text: string }> {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  }).catch(async (error: unknown) => {
    if (attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250 * (6 - attempts)));
    return postJson(url, body, headers, attempts - 1);
  });
}

/** The emulator takes `Bearer owner` as the Admin SDK's credential. */
const AS_ADMIN = { authorization: 'Bearer owner' };

async function identityToolkit<T>(method: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const { status, text } = await postJson(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    JSON.stringify(body),
    headers,
  );
  const payload = JSON.parse(text) as T & { error?: { message: string } };
  if (status < 200 || status >= 300)
    throw new Error(`Auth emulator ${method} failed: ${payload.error?.message ?? status}`);
  return payload;
}

export async function createTestUser({
  email = uniqueEmail(),
  password = 'correct-horse-battery',
}: { email?: string; password?: string } = {}): Promise<TestUser> {
  const { localId } = await identityToolkit<{ localId: string }>('signUp', { email, password }, AS_ADMIN);
  const { idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, email, password, idToken };
}

/** Waits for the account-creation trigger to have written the user's record. */
export async function waitForUserRecord(uid: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await adminDb().doc(`users/${uid}`).get();
    if (snapshot.exists) return snapshot.data() as Record<string, unknown>;
    if (Date.now() > deadline) throw new Error(`users/${uid} was not created within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Overwrites fields of a user's record, as the server would (e.g. make the user paid). */
export async function setUserFields(uid: string, fields: Record<string, unknown>): Promise<void> {
  await adminDb().doc(`users/${uid}`).set(fields, { merge: true });
}

/** Waits until a user's record satisfies `ready` (e.g. a webhook made it paid); returns it. */
export async function waitForUserState(
  uid: string,
  ready: (record: Record<string, unknown>) => boolean,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await adminDb().doc(`users/${uid}`).get()).data() ?? {};
    if (ready(record)) return record;
    if (Date.now() > deadline)
      throw new Error(`users/${uid} did not reach the expected state: ${JSON.stringify(record)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token as the Auth emulator would issue it (it accepts unsigned ones), with the times
 * a test needs: a sign-in (`authTime`), an issue and an expiry, in unix seconds.
 */
export function emulatorIdToken(
  user: Pick<TestUser, 'uid' | 'email'>,
  { authTime, issuedAt, expiresAt }: { authTime: number; issuedAt: number; expiresAt: number },
): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: authTime,
    user_id: user.uid,
    sub: user.uid,
    iat: issuedAt,
    exp: expiresAt,
    email: user.email,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
  })}.`;
}
