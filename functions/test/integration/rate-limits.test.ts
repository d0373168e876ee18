/**
 * Abuse limits through Hosting: checkout creation, verify-email and the embed token answer
 * 429 with `{ error }` past their limits, per user and per client address, while normal use
 * (a household or an office behind one address) never meets them. Each test uses its own
 * client address (X-Forwarded-For, as Hosting sets it) so the suites do not share counters.
 */
import { randomInt } from 'node:crypto';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

const address = () => `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`;

async function user(fields: Record<string, unknown> = {}): Promise<TestUser> {
  const created = await createTestUser();
  await waitForUserRecord(created.uid);
  if (Object.keys(fields).length) await setUserFields(created.uid, fields);
  return created;
}

function request(path: string, { ip, token, body }: { ip: string; token?: string; body?: unknown }) {
  return fetch(apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index++) answers.push((await send()).status);
  return answers;
}

it('limits checkout creation to 10 a minute per user', async () => {
  const buyer = await user();
  const ip = address();
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
}, 60_000);

it('limits verify-email to 30 attempts a minute per address', async () => {
  const ip = address();
  const answers = await statuses(31, () => request('/users/verify-email', { ip, body: { token: 'A'.repeat(43) } }));
  expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
  expect(answers[30]).toBe(429);
  // Another address is not affected.
  expect((await request('/users/verify-email', { ip: address(), body: { token: 'A'.repeat(43) } })).status).toBe(400);
}, 60_000);

it('limits the embed token to 120 a minute per user', async () => {
  const reader = await user({ isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const ip = address();
  const answers = await statuses(121, () => request('/powerbi/report/embedToken', { ip, token: reader.idToken }));
  expect(answers.slice(0, 120)).toEqual(Array(120).fill(200));
  expect(answers[120]).toBe(429);
}, 60_000);

it('never limits normal use: 20 people behind one address each open their reports and the demo', async () => {
  const ip = address();
  const people = await Promise.all(
    Array.from({ length: 20 }, () => user({ isPaidUser: true, stripeSubscriptionStatus: 'active' })),
  );
  const answers: number[] = [];
  for (const person of people) {
    answers.push(...(await statuses(5, () => request('/powerbi/report/embedToken', { ip, token: person.idToken }))));
    answers.push((await request('/reports/demo/embedToken', { ip, token: person.idToken })).status);
  }
  expect(answers.filter((status) => status === 429)).toEqual([]);
}, 60_000);
