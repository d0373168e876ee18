/**
 * Verification mail when things go wrong: an account made while the mail server
 * is down is still created, and its owner can ask for the link again; a resend works, is
 * limited, and refuses verified accounts.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomInt } from 'node:crypto';
import { adminAuth, adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';
import { verificationLinkIn, waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import { inOneWindow } from '@cannabis-reports/test-support/src/rate-windows';
import { createTestUser, uniqueEmail, waitForUserRecord } from '@cannabis-reports/test-support/src/users';

const resend = (idToken: string, ip = `198.51.100.${randomInt(1, 255)}`) =>
  fetch(apiUrl('/users/resend-verification'), {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', [LOCAL_VISITOR_HEADER]: ip },
    body: '{}',
  });

describe('resending the verification link', () => {
  it('mails a new working link, and refuses a verified account', async () => {
    const user = await createTestUser();
    await waitForEmails(user.email, 1);
    const response = await resend(user.idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const emails = await waitForEmails(user.email, 2);
    const links = emails.map(verificationLinkIn);
    expect(new Set(links).size).toBe(2);

    const token = new URL(links[1]).searchParams.get('token');
    const verify = await fetch(apiUrl('/users/verify-email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verify.status).toBe(200);
    const again = await resend(user.idToken);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Your email address is already verified.', code: 'already_verified' });
  });

  it('is limited to 3 a minute per user', async () => {
    const user = await createTestUser();
    const statuses: number[] = [];
    const codes: unknown[] = [];
    await inOneWindow(4);
    for (let index = 0; index < 4; index++) {
      const response = await resend(user.idToken);
      statuses.push(response.status);
      codes.push(((await response.json()) as { code?: unknown }).code);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(codes).toEqual([undefined, undefined, undefined, 'rate_limited']);
  }, 60_000);

  it('needs a signed-in user', async () => {
    expect((await fetch(apiUrl('/users/resend-verification'), { method: 'POST' })).status).toBe(401);
  });
});

describe('with the mail server down', () => {
  /** firebase-functions' logger keeps the console it finds when it loads: spy before any import. */
  let logged: jest.SpyInstance;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(process.env, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Reports <no-reply@reports.local>',
      PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
    });
    jest.resetModules();
    const { createApp } = await import('../../src/http/app');
    server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    logged.mockRestore();
    await new Promise((resolve) => server.close(resolve));
  });

  it('still creates the account and its record, and logs the failed mail', async () => {
    const { onUserCreated } = await import('../../src/triggers/on-user-created');
    const account = await adminAuth().createUser({
      email: uniqueEmail('smtp-down'),
      password: 'correct-horse-battery',
    });
    logged.mockClear();
    await expect(onUserCreated(account)).resolves.toBeUndefined();
    expect((await adminDb().doc(`users/${account.uid}`).get()).data()).toMatchObject({
      email: account.email,
      emailVerified: false,
    });
    expect(logged.mock.calls.map((args) => String(args[0])).join('\n')).toContain(
      'Could not send the verification e-mail',
    );
  });

  it('answers a resend with 503 and a clear message', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    const response = await fetch(`${base}/api/users/resend-verification`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'The email could not be sent right now. Please try again in a few minutes.',
      code: 'mail_unavailable',
    });
  }, 30_000);
});
