/**
 * Abuse limits through Hosting: every route that costs money, mail or a read answers 429
 * with `{ error, code }` past its limits, per user and per client address, while normal use
 * (a household or an office behind one address) never meets them. Each test plays a visitor
 * of its own (the local stack's visitor header, local-platform-forwarding.ts) so the suites do
 * not share counters. The money and mail limits are counted in Firestore: a second instance
 * of the API (started here, in this process) shares them. What X-Forwarded-For a client sends
 * changes nothing: client-address.test.ts.
 */
import { randomInt } from 'node:crypto';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import { burstInOneWindow, DAY_MS, inOneWindow, statusesInTurn } from '@cannabis-reports/test-support/src/rate-windows';
import {
  createTestUser,
  emulatorIdToken,
  setUserFields,
  uniqueEmail,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';
import { MAILBOX_LIMITED } from '../../src/services/accounts/email-verification';
import { startInProcessApi } from './in-process-api';

/**
 * A visitor's address never used before in this run (10.0.0.0/8, from a random start): the
 * limits count per address in one-minute windows, so two tests drawing the same address at
 * random would share a count, and one would meet the other's limit.
 */
let visitors = randomInt(0, 1 << 23);
const visitor = () => {
  const next = visitors++;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
};

let secondBase: string;
let closeSecond: () => Promise<void>;

beforeAll(async () => {
  ({ base: secondBase, close: closeSecond } = await startInProcessApi());
});

afterAll(async () => {
  await closeSecond();
});

async function user(fields: Record<string, unknown> = {}): Promise<TestUser> {
  const created = await createTestUser();
  // Twenty made at once start as many cold trigger instances: on a busy machine that took more than the usual 20 s.
  await waitForUserRecord(created.uid, 90_000);
  if (Object.keys(fields).length) await setUserFields(created.uid, fields);
  return created;
}

function request(
  path: string,
  { ip, token, body, base }: { ip: string; token?: string; body?: unknown; base?: string },
) {
  return fetch(base ? `${base}/api${path}` : apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      [LOCAL_VISITOR_HEADER]: ip,
      // The second instance stands behind Hosting too: its requests arrive as the Hosting emulator forwards them.
      ...(base ? { 'x-forwarded-host': '127.0.0.1:5000' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** `count` requests in turn, their statuses; in one window (sent again if need be) unless the caller chose one. */
async function statuses(count: number, send: () => Promise<Response>, windowChosen = false): Promise<number[]> {
  return windowChosen ? statusesInTurn(count, send) : burstInOneWindow(count, send);
}

it('limits checkout creation to 10 a minute per user', async () => {
  const buyer = await user();
  const ip = visitor();
  const answers = await statuses(11, () =>
    request('/stripe/create-checkout-session', { ip, token: buyer.idToken, body: { priceId: 'monthly' } }),
  );
  expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(answers[10]).toBe(429);
  const refused = await request('/stripe/create-checkout-session', {
    ip,
    token: buyer.idToken,
    body: { priceId: 'monthly' },
  });
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(await refused.json()).toEqual({
    error: 'Too many requests. Please wait a minute and try again.',
    code: 'rate_limited',
  });
}, 150_000);

it('limits verify-email to 30 attempts a minute per address', async () => {
  const ip = visitor();
  const answers = await statuses(31, () => request('/users/verify-email', { ip, body: { token: 'A'.repeat(43) } }));
  expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
  expect(answers[30]).toBe(429);
  // Another address is not affected.
  expect((await request('/users/verify-email', { ip: visitor(), body: { token: 'A'.repeat(43) } })).status).toBe(400);
}, 150_000);

it('limits the embed token to 120 a minute per user', async () => {
  const reader = await user({ isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const ip = visitor();
  const answers = await statuses(121, () => request('/powerbi/report/embedToken', { ip, token: reader.idToken }));
  expect(answers.slice(0, 120)).toEqual(Array(120).fill(200));
  expect(answers[120]).toBe(429);
}, 150_000);

it('never limits normal use: 20 people behind one address each open their reports and the demo', async () => {
  const ip = visitor();
  const people = await Promise.all(
    Array.from({ length: 20 }, () => user({ isPaidUser: true, stripeSubscriptionStatus: 'active' })),
  );
  const answers: number[] = [];
  for (const person of people) {
    answers.push(...(await statuses(5, () => request('/powerbi/report/embedToken', { ip, token: person.idToken }))));
    answers.push((await request('/reports/demo/embedToken', { ip, token: person.idToken })).status);
  }
  expect(answers.filter((status) => status === 429)).toEqual([]);
}, 150_000);

it('limits every route that calls Stripe, per user', async () => {
  const reader = await user();
  const routes: Array<[string, unknown, number]> = [
    ['/stripe/confirm-checkout-session', { sessionId: 'cs_test_unknown' }, 20],
    ['/users/cancel-subscription', {}, 10],
    ['/users/next-billing-date/sub_other', undefined, 30],
    ['/billing/portal-session', {}, 10],
    ['/billing/invoices', undefined, 30],
  ];
  for (const [path, body, limit] of routes) {
    const ip = visitor();
    const answers = await statuses(limit + 1, () => request(path, { ip, token: reader.idToken, body }));
    expect({ path, refused: answers.slice(0, limit).filter((status) => status === 429).length }).toEqual({
      path,
      refused: 0,
    });
    expect({ path, last: answers[limit] }).toEqual({ path, last: 429 });
    if (path === '/users/cancel-subscription') {
      // Cancel and resume share one limit: both change the subscription (same window).
      const resumed = await request('/users/resume-subscription', { ip: visitor(), token: reader.idToken, body: {} });
      expect(resumed.status).toBe(429);
    }
  }
}, 360_000);

/** An ID token of a sign-in made now: newer than any revocation before it. */
function freshSignIn(user: TestUser): string {
  const now = Math.floor(Date.now() / 1000);
  return emulatorIdToken(user, { authTime: now, issuedAt: now, expiresAt: now + 3600 });
}

it('limits sign-out-everywhere to 5 a minute per user', async () => {
  const reader = await user();
  const ip = visitor();
  await inOneWindow(6 * 5);
  const answers: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    // Each call revokes the sessions before it: the next comes from a sign-in in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    answers.push((await request('/users/sign-out-everywhere', { ip, token: freshSignIn(reader), body: {} })).status);
  }
  expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
}, 150_000);

it('limits report data to 120 reads a minute per reader', async () => {
  const reader = await user();
  const demo = await request('/reports/demo/embedToken', { ip: visitor(), token: reader.idToken });
  const { embedToken } = (await demo.json()) as { embedToken: string };
  const ip = visitor();
  const answers = await statuses(121, () => request('/reports/demo', { ip, token: embedToken }));
  expect(answers.slice(0, 120).filter((status) => status === 429)).toEqual([]);
  expect(answers[120]).toBe(429);
  // The reader's limit, not the address's: another reader at the same address still reads.
  const other = await user();
  const otherDemo = await request('/reports/demo/embedToken', { ip: visitor(), token: other.idToken });
  const otherToken = ((await otherDemo.json()) as { embedToken: string }).embedToken;
  expect((await request('/reports/demo', { ip, token: otherToken })).status).not.toBe(429);
}, 150_000);

it('counts a per-address limit in Firestore: many users at one address, across two instances', async () => {
  const ip = visitor();
  const people: TestUser[] = [];
  // One after another, as people sign up: fewer connections and trigger runs at once.
  for (let index = 0; index < 31; index++) people.push(await user());
  await inOneWindow(31);
  const answers: number[] = [];
  for (const [index, person] of people.entries()) {
    // Delete-account allows 30 a minute per address: half through each instance.
    const base = index % 2 === 0 ? undefined : secondBase;
    answers.push((await request('/users/delete-account', { ip, token: person.idToken, body: {}, base })).status);
  }
  expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
  expect(answers[30]).toBe(429);
}, 150_000);

it('limits user reads to 120 a minute per user', async () => {
  const reader = await user();
  const ip = visitor();
  const answers = await statuses(121, () => request(`/users/${reader.uid}`, { ip, token: reader.idToken }));
  expect(answers.slice(0, 120)).toEqual(Array(120).fill(200));
  expect(answers[120]).toBe(429);
}, 150_000);

it('counts the money limits across instances: a second instance refuses the 11th cancel', async () => {
  const reader = await user();
  const ip = visitor();
  await inOneWindow(11);
  const first = await statuses(
    5,
    () => request('/users/cancel-subscription', { ip, token: reader.idToken, body: {} }),
    true,
  );
  const second = await statuses(
    6,
    () => request('/users/cancel-subscription', { ip, token: reader.idToken, body: {}, base: secondBase }),
    true,
  );
  expect([...first, ...second.slice(0, 5)]).toEqual(Array(10).fill(409));
  expect(second[5]).toBe(429);
}, 150_000);

it('caps the verification mails to one mailbox at 5 a day, sign-ups and resends together, whatever +tag it is given', async () => {
  const email = uniqueEmail('mailbomb');
  const [local, domain] = email.split('@');
  const tagged = `${local}+again@${domain}`;
  const send = (token: string) => request('/users/resend-verification', { ip: visitor(), token, body: {} });
  // The cap counts per UTC day: all six mails in one (and never sent again, as a burst may be).
  await inOneWindow(8, DAY_MS);
  const first = await createTestUser({ email });
  await waitForUserRecord(first.uid);
  // The account's own mail, then three resends.
  expect(await statuses(3, () => send(first.idToken), true)).toEqual([200, 200, 200]);
  await waitForEmails(email, 4);
  // A new account at the same mailbox with a tag: the per-user limits start again, the mailbox's does not.
  const second = await createTestUser({ email: tagged });
  await waitForUserRecord(second.uid);
  await waitForEmails(tagged, 1);
  // The sixth mail to the mailbox in a day, though only the second of this account.
  const refused = await send(second.idToken);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: MAILBOX_LIMITED, code: 'rate_limited' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await waitForEmails(email, 4)).length + (await waitForEmails(tagged, 1)).length).toBe(5);
}, 150_000);
