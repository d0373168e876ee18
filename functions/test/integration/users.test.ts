import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { verificationLinkIn, waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  createTestUser,
  setUserFields,
  uniqueEmail,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

const get = (path: string, idToken?: string) =>
  fetch(apiUrl(path), { headers: idToken ? { authorization: `Bearer ${idToken}` } : {} });

const postJson = (path: string, body: unknown) =>
  fetch(apiUrl(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function tokenFromMail(user: TestUser): Promise<string> {
  const link = verificationLinkIn(await waitForEmail(user.email, { subject: /Verify your email/ }));
  return new URL(link).searchParams.get('token') ?? '';
}

describe('account creation', () => {
  it('creates users/{uid} with the initial values and mails a verification link', async () => {
    const user = await createTestUser();
    const record = await waitForUserRecord(user.uid);
    expect(record).toMatchObject({
      email: user.email,
      socialProvider: 'password',
      isPaidUser: false,
      trialAvailed: false,
      emailVerified: false,
      stripeSubscriptionId: null,
      subscriptionCancelAtPeriodEnd: false,
    });
    const link = verificationLinkIn(await waitForEmail(user.email));
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/verify\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of the verification token', async () => {
    const user = await createTestUser();
    const token = await tokenFromMail(user);
    const stored = await adminDb().collection('emailVerifications').where('uid', '==', user.uid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0].id).not.toContain(token);
    expect(JSON.stringify(stored.docs[0].data())).not.toContain(token);
  });
});

describe('GET /api/users/:uid', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
    await waitForUserRecord(alice.uid);
  });

  it('answers the signed-in user their own info in the success envelope', async () => {
    const endsAt = Timestamp.fromMillis(Date.UTC(2027, 0, 15));
    await setUserFields(alice.uid, { subscriptionEndsAt: endsAt, subscriptionCancelAtPeriodEnd: true });
    const response = await get(`/users/${alice.uid}`, alice.idToken);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: expect.objectContaining({
        email: alice.email,
        isPaidUser: false,
        trialAvailed: false,
        socialProvider: 'password',
        subscriptionCancelAtPeriodEnd: true,
        subscriptionEndsAt: { seconds: endsAt.seconds },
      }),
    });
  });

  it("answers 403 for another user's record", async () => {
    const response = await get(`/users/${bob.uid}`, alice.idToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You can only read your own user record', code: 'not_owner' });
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'unauthenticated'],
      ['not a token', 'unauthenticated'],
      ['abc.def.ghi', 'session_invalid'],
    ];
    for (const [token, code] of cases) {
      const response = await get(`/users/${alice.uid}`, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String), code });
    }
  });

  it('answers 401 for a disabled account', async () => {
    const carol = await createTestUser();
    await adminAuth().updateUser(carol.uid, { disabled: true });
    const response = await get(`/users/${carol.uid}`, carol.idToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'session_invalid' });
  });

  it('answers 400 for a malformed uid', async () => {
    const response = await get(`/users/${'x'.repeat(200)}`, alice.idToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('creates the record on first read if the trigger has not run yet', async () => {
    const dave = await createTestUser();
    await adminDb().doc(`users/${dave.uid}`).delete();
    const response = await get(`/users/${dave.uid}`, dave.idToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      email: dave.email,
      isPaidUser: false,
      trialAvailed: false,
    });
  });
});

describe('POST /api/users/lookup', () => {
  const lookup = (body: unknown, idToken?: string) =>
    fetch(apiUrl('/users/lookup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify(body),
    });

  it('answers the own record by e-mail, case-insensitively', async () => {
    const user = await createTestUser({ email: uniqueEmail('Mixed.Case') });
    await waitForUserRecord(user.uid);
    const response = await lookup({ email: user.email.toUpperCase() }, user.idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ email: user.email.toLowerCase() }),
    });
  });

  it("answers 403 for another user's e-mail and 401 without a token", async () => {
    const [erin, frank] = await Promise.all([createTestUser(), createTestUser()]);
    const other = await lookup({ email: frank.email }, erin.idToken);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: 'You can only read your own user record', code: 'not_owner' });
    expect((await lookup({ email: frank.email })).status).toBe(401);
  });

  it('never answers a record left under the same e-mail by another (deleted) account', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    await adminDb().doc(`users/leftover-${user.uid}`).set({ email: user.email.toLowerCase(), isPaidUser: true });
    const answer = await lookup({ email: user.email }, user.idToken);
    expect(await answer.json()).toMatchObject({ data: { isPaidUser: false } });
  });

  it('answers 400 for a body without an e-mail address', async () => {
    const user = await createTestUser();
    for (const body of [{ email: 'not-an-email' }, {}, { email: 42 }, ['a@b.co']]) {
      const answer = await lookup(body, user.idToken);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(await answer.json()).toMatchObject({ code: 'invalid_request' });
    }
  });

  it('has no GET route with the address in the URL any more', async () => {
    const user = await createTestUser();
    expect((await get(`/users/by-email/${encodeURIComponent(user.email)}`, user.idToken)).status).toBe(404);
  });
});

describe('POST /api/users/verify-email', () => {
  it('verifies the e-mail once, then refuses the used token', async () => {
    const user = await createTestUser();
    const token = await tokenFromMail(user);

    const first = await postJson('/users/verify-email', { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);
    expect(await waitForUserRecord(user.uid)).toMatchObject({ emailVerified: true });

    const second = await postJson('/users/verify-email', { token });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      error: 'This verification link has already been used.',
      code: 'verification_used',
    });
  });

  it('refuses an expired token', async () => {
    const user = await createTestUser();
    const token = await tokenFromMail(user);
    const [pending] = (await adminDb().collection('emailVerifications').where('uid', '==', user.uid).get()).docs;
    await pending.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    const response = await postJson('/users/verify-email', { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'This verification link has expired.',
      code: 'verification_expired',
    });
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(false);
  });

  it('refuses a missing, malformed or unknown token with a clear message and one code', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{}, 'Verification token is missing'],
      [{ token: '' }, 'Verification token is missing'],
      [{ token: 42 }, /^Invalid request/],
      [{ token: 'short' }, /^Invalid request/],
      [{ token: 'A'.repeat(43) }, 'This verification link is invalid.'],
    ];
    for (const [body, message] of cases) {
      const response = await postJson('/users/verify-email', body);
      expect(response.status).toBe(400);
      const { error, code } = (await response.json()) as { error: string; code: string };
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(code).toBe('verification_invalid');
    }
  });

  it('refuses a body that is not an object as an invalid request', async () => {
    const response = await postJson('/users/verify-email', ['token']);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });
});
