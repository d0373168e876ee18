/**
 * The data API against the emulators: keys made, used, revoked and capped on /profile's routes;
 * a key of a user whose paid access ended (past the grace) refused, and accepted again once the
 * access is back; malformed, unknown, forged and other users' keys refused; the daily quota and
 * the rate with their RateLimit headers; JSON and CSV with the same figures; every answer
 * checked against the generated OpenAPI document.
 */
import {
  API_KEYS_MADE_PER_DAY,
  API_KEYS_MAX,
  API_KEY_QUOTA_PER_DAY,
  API_KEY_RATE_PER_MINUTE,
  type ApiKeysAnswer,
  rowsExample,
  type CreateApiKeyAnswer,
  type DatasetCatalogAnswer,
  type DatasetRowsAnswer,
  type ReportData,
} from '@cannabis-reports/contracts';
import { importPath, writeDataset } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { ACCESS_GRACE_SECONDS } from '../../src/services/billing/access-policy';
import { answerProblems } from '../../src/testing/openapi-validator';
import { expectErrorBody } from './error-body';

const DAY_MS = 24 * 60 * 60 * 1000;

async function paidUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, currentPeriodEnd: Timestamp.fromMillis(Date.now() + 30 * DAY_MS) });
  return user;
}

async function ownerCall<T>(user: TestUser, method: 'GET' | 'POST', route: string, body?: unknown) {
  const response = await fetch(apiUrl(route), {
    method,
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const makeKey = async (user: TestUser, name = 'test key') =>
  (await ownerCall<CreateApiKeyAnswer>(user, 'POST', '/api-keys', { name })).body;

/** A data API call with the key, its answer checked against the OpenAPI document. */
async function keyed(route: string, key: string | undefined, accept?: string) {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers.authorization = `Bearer ${key}`;
  if (accept) headers.accept = accept;
  const response = await fetch(apiUrl(route), { headers });
  const text = await response.text();
  expect(answerProblems('GET', `/api${route}`, response.status, response.headers.get('content-type'), text)).toEqual(
    [],
  );
  return { status: response.status, headers: response.headers, text };
}

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  await importPath(adminDb(), path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
  [owner, other] = await Promise.all([paidUser(), paidUser()]);
}, 60_000);

describe("'Sign out of all devices'", () => {
  it('revokes the data API keys too when asked, and leaves them working when not', async () => {
    const [keeps, revokes] = await Promise.all([paidUser(), paidUser()]);
    const [kept, revoked] = await Promise.all([makeKey(keeps), makeKey(revokes)]);
    expect((await ownerCall(keeps, 'POST', '/users/sign-out-everywhere', {})).status).toBe(200);
    expect((await ownerCall(revokes, 'POST', '/users/sign-out-everywhere', { revokeApiKeys: true })).status).toBe(200);
    expect((await keyed('/v1/datasets', kept.secret)).status).toBe(200);
    const refused = await keyed('/v1/datasets', revoked.secret);
    expect([refused.status, expectErrorBody(refused.text).code]).toEqual([401, 'api_key_invalid']);
  });
});

describe('API keys on /profile', () => {
  it('makes a key shown once, stores only its hash, lists it with its usage and revokes it at once', async () => {
    const made = await makeKey(owner, '  Nightly sync  ');
    expect(made.key).toMatchObject({ name: 'Nightly sync', requestsToday: 0, lastUsedAt: null });
    expect(made.secret.startsWith(made.key.prefix)).toBe(true);
    const stored = (await adminDb().doc(`apiKeys/${made.key.id}`).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(made.key.prefix.length));
    expect(stored).toMatchObject({ uid: owner.uid, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    expect((await keyed('/v1/datasets', made.secret)).status).toBe(200);
    const listed = (await ownerCall<ApiKeysAnswer>(owner, 'GET', '/api-keys')).body;
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(listed.keys.find((key) => key.id === made.key.id)).toMatchObject({
      requestsToday: 1,
      requestsLast7Days: 1,
      lastUsedAt: expect.stringMatching(/^\d{4}-/),
    });

    expect((await ownerCall(owner, 'POST', `/api-keys/${made.key.id}/revoke`)).status).toBe(200);
    const refused = await keyed('/v1/datasets', made.secret);
    expect(refused.status).toBe(401);
    expect(expectErrorBody(refused.text).code).toBe('api_key_invalid');
  });

  it(`holds at most ${API_KEYS_MAX} keys, refuses a bad name, and finds no key of another user`, async () => {
    const user = await paidUser();
    const keys = [];
    for (let index = 0; index < API_KEYS_MAX; index += 1) keys.push(await makeKey(user, `key ${index}`));
    const full = await ownerCall(user, 'POST', '/api-keys', { name: 'one more' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'api_keys_full' });
    for (const name of ['', '   ', 'x'.repeat(61), 'a\u0000b', 42])
      expect((await ownerCall(user, 'POST', '/api-keys', { name })).body).toMatchObject({
        code: 'api_key_name_invalid',
      });
    const theirs = await ownerCall(other, 'POST', `/api-keys/${keys[0].key.id}/revoke`);
    expect(theirs.status).toBe(404);
    expect((await keyed('/v1/reports', keys[0].secret)).status).toBe(200);
  });

  it("counts the user's requests over all their keys: a key made after revoking one starts from what the user used", async () => {
    const user = await paidUser();
    const first = await makeKey(user);
    for (let request = 0; request < 2; request++) expect((await keyed('/v1/reports', first.secret)).status).toBe(200);
    expect((await ownerCall(user, 'POST', `/api-keys/${first.key.id}/revoke`)).status).toBe(200);
    expect((await keyed('/v1/reports', first.secret)).status).toBe(401);
    const second = await makeKey(user);
    const answer = await keyed('/v1/reports', second.secret);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`"day";r=${API_KEY_QUOTA_PER_DAY - 3};t=\\d+$`));
    const listed = (await ownerCall<ApiKeysAnswer>(user, 'GET', '/api-keys')).body;
    expect(listed.keys.map((key) => [key.id, key.requestsToday])).toEqual([[second.key.id, 1]]);
    expect(listed.usage).toMatchObject({ requestsToday: 3, requestsLast7Days: 3, keysMadeToday: 2 });
  });

  it(`makes at most ${API_KEYS_MADE_PER_DAY} keys a user a day, revoked ones counted`, async () => {
    const user = await paidUser();
    const today = new Date().toISOString().slice(0, 10);
    await adminDb()
      .doc(`apiKeyOwners/${user.uid}/apiKeyUsage/${today}`)
      .set({ keysMade: API_KEYS_MADE_PER_DAY - 1 });
    const last = await makeKey(user);
    expect((await ownerCall(user, 'POST', `/api-keys/${last.key.id}/revoke`)).status).toBe(200);
    const refused = await ownerCall<unknown>(user, 'POST', '/api-keys', { name: 'one more' });
    expect(refused.status).toBe(429);
    const body = expectErrorBody(JSON.stringify(refused.body));
    expect(body).toMatchObject({ code: 'rate_limited', error: expect.stringContaining('keys a day') });
  });

  it('makes no key for a user without paid access, but lists and revokes', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    expect((await ownerCall(user, 'POST', '/api-keys', { name: 'free' })).status).toBe(403);
    expect((await ownerCall<ApiKeysAnswer>(user, 'GET', '/api-keys')).body.keys).toEqual([]);
  });
});

describe('keys at request time', () => {
  it('refuses malformed, unknown, forged and ID-token credentials with 401 api_key_invalid', async () => {
    const made = await makeKey(owner);
    const forged = `${made.key.prefix}${'A'.repeat(43)}`;
    const unknown = `crk_zzzzzzzzzzzz_${made.secret.slice(-43)}`;
    for (const credential of [undefined, 'nonsense', forged, unknown, owner.idToken, `${made.secret}x`]) {
      const answer = await keyed('/v1/datasets/ct-weekly-sales/rows', credential);
      expect(answer.status).toBe(401);
      expect(expectErrorBody(answer.text).code).toBe('api_key_invalid');
    }
  });

  it('stops a key when paid access ends past the grace, and takes it again on resubscription', async () => {
    const user = await paidUser();
    const made = await makeKey(user);
    const lapsed = Date.now() - (ACCESS_GRACE_SECONDS + 3600) * 1000;
    await setUserFields(user.uid, { currentPeriodEnd: Timestamp.fromMillis(lapsed) });
    const refused = await keyed('/v1/reports', made.secret);
    expect(refused.status).toBe(403);
    expect(expectErrorBody(refused.text).code).toBe('not_paid');
    await setUserFields(user.uid, { isPaidUser: false });
    expect((await keyed('/v1/reports', made.secret)).status).toBe(403);
    await setUserFields(user.uid, { isPaidUser: true, currentPeriodEnd: Timestamp.fromMillis(Date.now() + DAY_MS) });
    expect((await keyed('/v1/reports', made.secret)).status).toBe(200);
  });

  it("answers RateLimit headers, and 429 past the user's rate and daily quota", async () => {
    const user = await paidUser();
    const made = await makeKey(user);
    const first = await keyed('/v1/reports', made.secret);
    expect(first.headers.get('ratelimit-policy')).toBe(
      `"minute";q=${API_KEY_RATE_PER_MINUTE};w=60, "day";q=${API_KEY_QUOTA_PER_DAY};w=86400`,
    );
    expect(first.headers.get('ratelimit')).toMatch(
      new RegExp(`^"minute";r=${API_KEY_RATE_PER_MINUTE - 1};t=\\d+, "day";r=${API_KEY_QUOTA_PER_DAY - 1};t=\\d+$`),
    );
    const now = Date.now();
    const usage = adminDb().doc(`apiKeyOwners/${user.uid}/apiKeyUsage/${new Date(now).toISOString().slice(0, 10)}`);
    await usage.set({
      count: 10,
      minuteStart: now - (now % 60_000),
      minuteCount: API_KEY_RATE_PER_MINUTE,
      lastAt: now,
    });
    const limited = await keyed('/v1/reports', made.secret);
    if (limited.status === 429) {
      expect(expectErrorBody(limited.text).code).toBe('rate_limited');
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } else expect(limited.status).toBe(200); // the minute turned between the write and the call
    await usage.set({ count: API_KEY_QUOTA_PER_DAY, minuteStart: 0, minuteCount: 0, lastAt: now });
    const spent = await keyed('/v1/reports', made.secret);
    expect(spent.status).toBe(429);
    expect(expectErrorBody(spent.text).code).toBe('quota_exceeded');
    expect(spent.headers.get('ratelimit')).toMatch(/"day";r=0;t=\d+$/);
  });
});

describe('data', () => {
  let key: string;
  beforeAll(async () => {
    key = (await makeKey(other, 'data')).secret;
  });

  it('pages through rows by state and months, the same rows as JSON and as CSV', async () => {
    const filters = '/v1/datasets/ct-weekly-sales/rows?state=CT&from=2024-01&to=2024-06';
    const route = `${filters}&limit=10`;
    const first = JSON.parse((await keyed(route, key)).text) as DatasetRowsAnswer;
    expect(first.rows).toHaveLength(10);
    expect(first.rows.every((row) => String(row.period) >= '2024-01' && String(row.period) <= '2024-06')).toBe(true);
    const all = [...first.rows];
    for (let cursor = first.nextCursor; cursor;) {
      const page = JSON.parse((await keyed(`${route}&cursor=${cursor}`, key)).text) as DatasetRowsAnswer;
      all.push(...page.rows);
      cursor = page.nextCursor;
    }
    expect(all).toHaveLength(first.total);
    const csv = await keyed(`${filters}&limit=1000`, key, 'text/csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.text.trimEnd().split('\r\n');
    expect(header.split(',')).toEqual(first.columns);
    expect(lines).toHaveLength(first.total);
    const totalSales = header.split(',').indexOf('totalSales');
    expect(lines.map((line) => Number(line.split(',')[totalSales]))).toEqual(all.map((row) => row.totalSales));
  });

  it('refuses bad filters, cursors and an asOf before the current rows with 4xx { error, code }', async () => {
    const base = '/v1/datasets/ct-weekly-sales/rows';
    for (const [query, code] of [
      ['?from=2024-13', 'invalid_request'],
      ['?limit=0', 'invalid_request'],
      ['?cursor=bm9wZQ', 'invalid_cursor'],
      ['?asOf=2001-01-01', 'as_of_not_available'],
      ['?asOf=yesterday', 'invalid_request'],
      // A day still to come, refused as the reports refuse it.
      [`?asOf=${new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)}`, 'invalid_request'],
    ]) {
      const answer = await keyed(`${base}${query}`, key);
      expect(answer.status).toBe(400);
      expect(expectErrorBody(answer.text).code).toBe(code);
    }
    expect((await keyed('/v1/datasets/no-such-dataset/rows', key)).status).toBe(400);
    expect((await keyed(`${base}?asOf=${new Date().toISOString()}`, key)).status).toBe(200);
  });

  it('answers asOf = today, as the reports do: the rows published by now', async () => {
    const base = '/v1/datasets/ct-weekly-sales/rows?limit=1';
    const today = await keyed(`${base}&asOf=${new Date().toISOString().slice(0, 10)}`, key);
    expect(today.status).toBe(200);
    const current = JSON.parse((await keyed(base, key)).text) as DatasetRowsAnswer;
    expect(JSON.parse(today.text)).toMatchObject({ version: current.version, total: current.total });
    expect(current.total).toBeGreaterThan(0);
  });

  it("answers the developers page's example with rows of its market and months", async () => {
    await importPath(adminDb(), path.join(SHARED_DATA, 'or-olcc', 'total_sales_data.csv'));
    const catalogue = JSON.parse((await keyed('/v1/datasets', key)).text) as DatasetCatalogAnswer;
    const example = rowsExample(catalogue.datasets);
    expect(example).toBeDefined();
    const { datasetId, query } = example!;
    const answer = await keyed(`/v1/datasets/${datasetId}/rows?${new URLSearchParams(query)}`, key);
    expect(answer.status).toBe(200);
    const { rows } = JSON.parse(answer.text) as DatasetRowsAnswer;
    expect(rows.length).toBeGreaterThan(0);
    // The newest month the catalogue names for the market is among them.
    expect(rows.some((row) => row.period === query.to)).toBe(true);
    expect(rows.every((row) => String(row.period) >= query.from && String(row.period) <= query.to)).toBe(true);
  });

  it('answers asOf with the rows of the version that was current on that date', async () => {
    // Michigan's dataset is read by no other suite: two versions, published on known days.
    const month = (period: string, sales: number) => ({
      period,
      sales,
      pounds: null,
      fluidOunces: null,
      transfers: null,
      transfersYearToDate: null,
    });
    const meta = {
      id: 'mi-sales',
      title: 'Michigan medical sales (asOf test)',
      publisher: 'Test',
      sourceUrl: 'https://example.com/mi',
      licence: 'Test',
      sample: true,
      periodFrom: '2025-01',
      periodTo: '2025-02',
    };
    const first = [month('2025-01', 1_000), month('2025-02', 2_000)];
    const second = [month('2025-01', 1_000), month('2025-02', 2_500), month('2025-03', 3_000)];
    await writeDataset(adminDb(), { meta, rows: first, rejected: [] }, new Date('2025-03-01T06:00:00.000Z'));
    await writeDataset(
      adminDb(),
      { meta: { ...meta, periodTo: '2025-03' }, rows: second, rejected: [] },
      new Date('2025-04-01T06:00:00.000Z'),
    );
    const read = async (asOf: string) => {
      const answer = await keyed(`/v1/datasets/mi-sales/rows?asOf=${asOf}&limit=1000`, key);
      expect(answer.status).toBe(200);
      return JSON.parse(answer.text) as DatasetRowsAnswer;
    };
    const usedToday = async () => (await ownerCall<ApiKeysAnswer>(other, 'GET', '/api-keys')).body.usage.requestsToday;
    const used = await usedToday();
    const march = await read('2025-03-15');
    // An old version the instance did not hold was loaded whole: one request more per 1,000 of its rows.
    expect(await usedToday()).toBe(used + 2);
    const april = await read('2025-04-01');
    expect(march.rows.map((row) => row.sales)).toEqual([1_000, 2_000]);
    expect(april.rows.map((row) => row.sales)).toEqual([1_000, 2_500, 3_000]);
    expect(march.version).not.toBe(april.version);
    // An instant between the two publications reads the first.
    expect((await read('2025-03-31T23:00:00Z')).version).toBe(march.version);
    const before = await keyed('/v1/datasets/mi-sales/rows?asOf=2025-02-28', key);
    expect(before.status).toBe(400);
    expect(expectErrorBody(before.text).code).toBe('as_of_not_available');
  });

  it("answers a report's figures as JSON, and the same figures as CSV", async () => {
    const route = '/v1/reports/connecticut-weekly';
    const json = await keyed(route, key);
    expect(json.status).toBe(200);
    const report = JSON.parse(json.text) as ReportData;
    const csv = await keyed(`${route}?format=csv`, key);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('section,series,category,value,unit,flag,position');
    const figures = report.sections.reduce(
      (sum, section) =>
        sum +
        (section.kind === 'table'
          ? section.rows.reduce((cells, row) => cells + row.length - 1, 0)
          : (section.kind === 'county-map' ? section.measures : section.series).reduce(
              (cells, series) => cells + series.values.length,
              0,
            )),
      0,
    );
    expect(lines).toHaveLength(figures + 1);
    expect((await keyed('/v1/reports/no-such-report', key)).status).toBe(404);
  });
});
