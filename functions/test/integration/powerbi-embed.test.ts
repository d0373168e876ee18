/**
 * The Power BI path of `GET /api/powerbi/report/embedToken`, run in this process (the
 * emulated functions configure no Power BI report) against a local fake of Azure AD and the
 * Power BI REST API, with real Auth-emulator users and real Firestore records; and the
 * catalogue holding the built-in reports beside the configured Power BI one.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { PAID_REPORTS } from '@cannabis-reports/reports';
import {
  FAKE_REPORT,
  FAKE_REPORT_ENTRY,
  FAKE_REPORT_LABEL,
  FAKE_WORKSPACE,
  startFakePowerBi,
  type FakePowerBi,
} from '@cannabis-reports/test-support/src/fake-powerbi';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

let fake: FakePowerBi;
let server: Server | undefined;
let baseUrl: string;
/** firebase-functions' logger keeps the console it finds when it loads: spy before any import. */
let logged: jest.SpyInstance;
const connectedHosts = new Set<string>();

/** A fresh copy of the api app (so fresh caches), served over real HTTP. */
async function startApi(): Promise<void> {
  if (server) await new Promise((resolve) => server!.close(resolve));
  jest.resetModules();
  const { createApp } = await import('../../src/http/app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface EmbedAnswer {
  embedToken: string;
  expiresAt: string;
}
const tokenOf = async (answer: Response) => ((await answer.json()) as EmbedAnswer).embedToken;

const embedToken = (user?: TestUser, reportId = FAKE_REPORT_ENTRY) =>
  fetch(`${baseUrl}/api/powerbi/report/embedToken?reportId=${reportId}`, {
    headers: user ? { authorization: `Bearer ${user.idToken}` } : {},
  });

async function paidUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  return user;
}

beforeAll(async () => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const connect = net.Socket.prototype.connect;
  jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === 'object' && first !== null && 'port' in first)
      connectedHosts.add(String((first as { host?: string }).host ?? 'localhost'));
    else if (typeof first === 'number' || typeof first === 'string')
      connectedHosts.add(typeof second === 'string' ? second : 'localhost');
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  });
  fake = await startFakePowerBi();
  Object.assign(process.env, fake.env);
});

afterAll(async () => {
  jest.restoreAllMocks();
  if (server) await new Promise((resolve) => server!.close(resolve));
  await fake.close();
  for (const name of Object.keys(fake.env)) delete process.env[name];
});

beforeEach(async () => {
  fake.reset();
  await startApi();
});

it('serves 100 requests from 10 paid users with one Azure AD token and one GenerateToken', async () => {
  const users = await Promise.all(Array.from({ length: 10 }, paidUser));
  const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => embedToken(users[index % 10])));
  expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
  const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as EmbedAnswer[];
  expect(new Set(bodies.map((body) => body.embedToken))).toEqual(new Set(['embed-token-1']));
  expect(bodies[0]).toEqual({
    embedToken: 'embed-token-1',
    embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${FAKE_REPORT}&groupId=${FAKE_WORKSPACE}`,
    reportId: FAKE_REPORT_ENTRY,
    expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    viewer: 'powerbi',
  });
  const lifeLeftMs = Date.parse(bodies[0].expiresAt) - Date.now();
  expect(lifeLeftMs).toBeLessThanOrEqual(20 * 60_000);
  expect(lifeLeftMs).toBeGreaterThan(19 * 60_000);
  expect(fake.counts).toEqual({ aadToken: 1, getReport: 1, generateToken: 1 });
  // The calls carry the Azure AD token, and GenerateToken asks for view access only.
  const generate = fake.requests.find((request) => request.path.endsWith('/GenerateToken'));
  expect(generate).toMatchObject({ method: 'POST', authorization: 'Bearer aad-token-1' });
  // The token lives 20 minutes, not Power BI's hour: it cannot be revoked, so this bounds how long
  // an open report outlives a reader's access.
  expect(JSON.parse(generate!.body)).toEqual({ accessLevel: 'View', lifetimeInMinutes: 20 });
  // Nothing but loopback was contacted: no Microsoft login, discovery or Power BI host.
  expect([...connectedHosts].filter((host) => !['127.0.0.1', 'localhost', '::1'].includes(host))).toEqual([]);
}, 60_000);

it('refreshes the shared embed token 10 minutes before it expires, reusing the Azure AD token', async () => {
  const user = await paidUser();
  // Fresh for 6 s (a stall between the first two calls cannot outlast it), then due for refresh.
  fake.embedTokenLifetimeMs = 10 * 60 * 1000 + 6000;
  const first = (await (await embedToken(user)).json()) as EmbedAnswer;
  expect(first.embedToken).toBe('embed-token-1');
  expect(await tokenOf(await embedToken(user))).toBe('embed-token-1');
  const dueAt = Date.parse(first.expiresAt) - 10 * 60 * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now()) + 200));
  expect(await tokenOf(await embedToken(user))).toBe('embed-token-2');
  expect(fake.counts).toEqual({ aadToken: 1, getReport: 2, generateToken: 2 });
}, 30_000);

it('gives no token to signed-out, unpaid or lapsed users, and asks Power BI nothing', async () => {
  const unpaid = await createTestUser();
  await waitForUserRecord(unpaid.uid);
  const lapsed = await paidUser();
  await setUserFields(lapsed.uid, { isPaidUser: false, stripeSubscriptionStatus: 'past_due' });

  expect((await embedToken()).status).toBe(401);
  for (const user of [unpaid, lapsed]) {
    const answer = await embedToken(user);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: 'You need an active subscription to access reports',
      code: 'not_paid',
    });
  }
  expect(fake.counts).toEqual({ aadToken: 0, getReport: 0, generateToken: 0 });
}, 30_000);

it('checks the subscription on every call, not once per user', async () => {
  const user = await paidUser();
  expect((await embedToken(user)).status).toBe(200);
  await setUserFields(user.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
  expect((await embedToken(user)).status).toBe(403);
}, 30_000);

it('answers 502 with { error } when Power BI fails, and logs it without secrets', async () => {
  const user = await paidUser();
  fake.failGenerateTokenWith = 503;
  logged.mockClear();
  const answer = await embedToken(user);
  expect(answer.status).toBe(502);
  expect(await answer.json()).toEqual({
    error: 'The report service is unavailable. Please try again later.',
    code: 'report_service_unavailable',
  });
  const lines = logged.mock.calls.map((args) => String(args[0])).join('\n');
  expect(lines).toContain('Call to powerbi failed');
  expect(lines).not.toMatch(/fake-client-secret|aad-token-/);
}, 30_000);

describe('the catalogue: the built-in reports always, the configured Power BI report beside them', () => {
  it('lists every built-in paid report first, then the Power BI report, to anyone', async () => {
    const answer = await fetch(`${baseUrl}/api/reports`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      reports: [
        ...PAID_REPORTS.map(({ id, label }) => ({ id, label, viewer: 'builtin' })),
        { id: FAKE_REPORT_ENTRY, label: FAKE_REPORT_LABEL, viewer: 'powerbi' },
      ],
    });
  });

  it('opens a built-in report with its own token and asks Power BI nothing; the first is the default', async () => {
    const user = await paidUser();
    for (const url of ['/api/powerbi/report/embedToken?reportId=prices', '/api/powerbi/report/embedToken']) {
      const answer = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${user.idToken}` } });
      expect(answer.status).toBe(200);
      const config = (await answer.json()) as { viewer: string; reportId: string; embedUrl: string };
      expect(config.viewer).toBe('builtin');
      expect(config.embedUrl).toBe(`/api/reports/${config.reportId}`);
    }
    expect(fake.counts).toEqual({ aadToken: 0, getReport: 0, generateToken: 0 });
  }, 30_000);

  it('answers 404 for a report the catalogue lacks and 400 for what is no report id', async () => {
    const user = await paidUser();
    const unknown = await embedToken(user, 'powerbi-22222222-2222-4222-8222-222222222222');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
    const malformed = await embedToken(user, encodeURIComponent('../users'));
    expect(malformed.status).toBe(400);
  }, 30_000);

  it('keeps the built-in reports when POWERBI_REPORTS is wrong, and logs why', async () => {
    process.env.POWERBI_REPORTS = '[{"label":"x","workspaceId":"nope","reportId":"nope"}]';
    try {
      await startApi();
      logged.mockClear();
      const { reports } = (await (await fetch(`${baseUrl}/api/reports`)).json()) as { reports: Array<{ id: string }> };
      expect(reports.map((report) => report.id)).toEqual(PAID_REPORTS.map((report) => report.id));
      expect(logged.mock.calls.map((args) => String(args[0])).join('\n')).toContain('Power BI reports are configured');
    } finally {
      process.env.POWERBI_REPORTS = fake.env.POWERBI_REPORTS;
    }
  });
});
