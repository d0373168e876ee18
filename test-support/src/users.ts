/**
 * Test users: real Auth emulator accounts, made as the API's sign-up makes them (with the
 * Admin SDK's credential: a client's sign-up is refused by the blocking function), so the
 * account-creation trigger runs as it does for a real sign-up; then signed in over the same
 * REST API the web SDK uses.
 */
import { randomUUID } from 'node:crypto';
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
 * A fetch tried again when the connection itself failed: Node reuses a kept-alive socket
 * that the emulator may be closing at that very moment ('other side closed'). After a suite
 * that made many users at once, several pooled sockets may be stale in a row.
 */
async function fetchOnce(url: string, init: RequestInit, attempts = 5): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError) || attempts <= 1) throw error;
    // A moment for the emulator, busy starting function instances on a loaded machine, to accept again.
    await new Promise((resolve) => setTimeout(resolve, 250 * (6 - attempts)));
    return fetchOnce(url, init, attempts - 1);
  }
}

/** The emulator takes `Bearer owner` as the Admin SDK's credential. */
const AS_ADMIN = { authorization: 'Bearer owner' };

async function identityToolkit<T>(method: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetchOnce(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  const payload = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${payload.error?.message ?? response.status}`);
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
