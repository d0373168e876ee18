/**
 * Every protected route against every kind of bad caller: no token, malformed, expired,
 * revoked (sign-out everywhere, password change), disabled account: 401; another user's
 * valid token: 403 for anything naming the victim (404 for the id of the victim's saved view,
 * which is looked up among the caller's own), and never a byte of the victim's data.
 * Every refusal has the one error shape, with the code that tells a client what to do.
 * The report data API takes a report token instead of an ID token: every bad one is 401.
 */
import type { ErrorCode } from '@cannabis-reports/contracts';
import { adminAuth, adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { payCheckoutSession } from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  emulatorIdToken,
  setUserFields,
  waitForUserRecord,
  waitForUserState,
  uniqueEmail,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';

interface Route {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** True when the route names the victim, so another user gets 403. */
  namesVictim: boolean;
}

let victim: TestUser;
let attacker: TestUser;
let victimRecord: Record<string, unknown>;
let victimSessionId: string;
let victimViewId: string;
let victimKeyId: string;
let victimKey: string;
const VICTIM_VIEW_NAME = 'Victim view, Colorado counties';
const VICTIM_TEAM_NAME = 'Victim team, Denver';
let victimTeamId: string;
let victimInvitationToken: string;
let routes: Route[];

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token the Auth emulator would have issued two hours ago, expired an hour ago. */
function expiredIdToken(user: TestUser): string {
  const now = Math.floor(Date.now() / 1000);
  return emulatorIdToken(user, { authTime: now - 7200, issuedAt: now - 7200, expiresAt: now - 3600 });
}

async function call(route: Route, authorization?: string) {
  const response = await fetch(apiUrl(route.path), {
    method: route.method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(route.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  return { status: response.status, text: await response.text() };
}

async function freshUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  return user;
}

beforeAll(async () => {
  [victim, attacker] = await Promise.all([freshUser(), freshUser()]);
  const checkout = await fetch(apiUrl('/stripe/create-checkout-session'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ priceId: 'monthly' }),
  });
  const { url } = (await checkout.json()) as { url: string };
  victimSessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  await payCheckoutSession(url);
  victimRecord = await waitForUserState(victim.uid, (record) => record.isPaidUser === true);
  const saved = await fetch(apiUrl('/saved-views'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: VICTIM_VIEW_NAME, reportId: 'colorado-counties', query: { type: 'retail' } }),
  });
  victimViewId = ((await saved.json()) as { view: { id: string } }).view.id;
  const madeKey = await fetch(apiUrl('/api-keys'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Victim key' }),
  });
  const made = (await madeKey.json()) as { key: { id: string }; secret: string };
  [victimKeyId, victimKey] = [made.key.id, made.secret];
  await fetch(apiUrl('/follows'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ target: { kind: 'market', state: 'MD' } }),
  });
  const team = await fetch(apiUrl('/team'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: VICTIM_TEAM_NAME }),
  });
  victimTeamId = ((await team.json()) as { team: { id: string } }).team.id;
  const invitee = uniqueEmail('invitee');
  await fetch(apiUrl('/team/invitations'), {
    method: 'POST',
    headers: { authorization: `Bearer ${victim.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: invitee }),
  });
  victimInvitationToken = /token=([A-Za-z0-9_.-]+)/.exec((await waitForEmail(invitee)).text)?.[1] ?? '';
  const victimInvitationId = victimInvitationToken.split('.')[0];
  routes = [
    { method: 'GET', path: `/users/${victim.uid}`, namesVictim: true },
    { method: 'POST', path: '/users/lookup', body: { email: victim.email }, namesVictim: true },
    { method: 'GET', path: `/users/next-billing-date/${victimRecord.stripeSubscriptionId}`, namesVictim: true },
    {
      method: 'POST',
      path: '/stripe/confirm-checkout-session',
      body: { sessionId: victimSessionId },
      namesVictim: true,
    },
    { method: 'POST', path: '/users/cancel-subscription', body: {}, namesVictim: false },
    { method: 'POST', path: '/users/resume-subscription', body: {}, namesVictim: false },
    { method: 'POST', path: '/stripe/create-checkout-session', body: { priceId: 'monthly' }, namesVictim: false },
    { method: 'POST', path: '/stripe/create-trial-checkout-session', body: {}, namesVictim: false },
    { method: 'POST', path: '/stripe/create-checkout-session', body: { priceId: 'annual' }, namesVictim: false },
    { method: 'POST', path: '/stripe/create-trial-checkout-session', body: { plan: 'annual' }, namesVictim: false },
    { method: 'GET', path: '/powerbi/report/embedToken', namesVictim: false },
    { method: 'GET', path: '/reports/demo/embedToken', namesVictim: false },
    { method: 'POST', path: '/users/resend-verification', body: {}, namesVictim: false },
    // The page session's cookie is made from the caller's own token: it names only the caller.
    { method: 'POST', path: '/session', body: {}, namesVictim: false },
    // The billing account and deletion act only on the caller: another user reaches only their own.
    { method: 'POST', path: '/billing/portal-session', body: {}, namesVictim: false },
    { method: 'GET', path: '/billing/invoices', namesVictim: false },
    { method: 'POST', path: '/users/delete-account', body: {}, namesVictim: false },
    // Saved views are looked up under the caller's own uid: another reader's view id is not found there.
    { method: 'GET', path: '/saved-views', namesVictim: false },
    { method: 'POST', path: '/saved-views', body: { name: 'Mine', reportId: 'prices' }, namesVictim: false },
    { method: 'POST', path: `/saved-views/${victimViewId}/rename`, body: { name: 'Taken' }, namesVictim: false },
    { method: 'POST', path: `/saved-views/${victimViewId}/delete`, body: {}, namesVictim: false },
    {
      method: 'POST',
      path: `/saved-views/${victimViewId}/schedule`,
      body: { schedule: 'weekly' },
      namesVictim: false,
    },
    // API keys too are looked up among the caller's own: another user's key id is not found.
    { method: 'GET', path: '/api-keys', namesVictim: false },
    { method: 'POST', path: '/api-keys', body: { name: 'Mine' }, namesVictim: false },
    { method: 'POST', path: `/api-keys/${victimKeyId}/revoke`, body: {}, namesVictim: false },
    // Follows are the caller's own document: no route takes another user's uid.
    { method: 'GET', path: '/follows', namesVictim: false },
    { method: 'POST', path: '/follows', body: { target: { kind: 'dataset', id: 'md-sales' } }, namesVictim: false },
    {
      method: 'POST',
      path: '/follows/unfollow',
      body: { target: { kind: 'market', state: 'MD' } },
      namesVictim: false,
    },
    { method: 'POST', path: '/follows/alert-settings', body: { alertMode: 'off' }, namesVictim: false },
    // A team is the caller's own: the victim's members and invitations are not found in the attacker's (none),
    // and the victim's invitation is for another address. Then the attacker makes a team of their own.
    { method: 'GET', path: '/team', namesVictim: false },
    { method: 'POST', path: `/team/invitations/${victimInvitationId}/revoke`, body: {}, namesVictim: false },
    { method: 'POST', path: `/team/members/${victim.uid}/remove`, body: {}, namesVictim: false },
    { method: 'POST', path: `/team/members/${victim.uid}/role`, body: { role: 'admin' }, namesVictim: false },
    { method: 'POST', path: '/team/owner', body: { uid: victim.uid }, namesVictim: false },
    { method: 'POST', path: '/team/invitations/accept', body: { token: victimInvitationToken }, namesVictim: false },
    { method: 'POST', path: '/team/checkout', body: { plan: 'monthly' }, namesVictim: false },
    { method: 'GET', path: '/team/billing', namesVictim: false },
    { method: 'POST', path: '/team/portal-session', body: {}, namesVictim: false },
    { method: 'POST', path: '/team', body: { name: 'Mine' }, namesVictim: false },
    { method: 'POST', path: '/team/invitations', body: { email: uniqueEmail('theirs') }, namesVictim: false },
    // A password too short to be set: the attacker's own account stays as it is (a change would end its sessions).
    { method: 'POST', path: '/users/change-password', body: { newPassword: 'short' }, namesVictim: false },
    // Last: it ends the caller's own sessions.
    { method: 'POST', path: '/users/sign-out-everywhere', body: {}, namesVictim: false },
  ];
}, 60_000);

/** Nothing identifying the victim or their subscription may appear in an answer to anyone else. */
function expectNoVictimData(text: string): void {
  for (const secret of [
    victim.uid,
    victim.email,
    String(victimRecord.stripeSubscriptionId),
    String(victimRecord.stripeCustomerId),
    victimSessionId,
    VICTIM_VIEW_NAME,
    VICTIM_TEAM_NAME,
    victimTeamId,
    victimInvitationToken,
  ]) {
    expect(text).not.toContain(secret);
  }
}

describe('callers without a valid session get 401 on every route', () => {
  // No usable credential at all: sign in. A credential that fails verification: sign in again.
  const badCredentials: Array<[string, ErrorCode, () => Promise<string | undefined>]> = [
    ['no token', 'unauthenticated', async () => undefined],
    ['another scheme', 'unauthenticated', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a huge token', 'unauthenticated', async () => `Bearer ${'a'.repeat(5000)}`],
    ['a malformed token', 'session_invalid', async () => 'Bearer not-a-jwt'],
    ['an expired token', 'session_invalid', async () => `Bearer ${expiredIdToken(victim)}`],
    [
      'a token revoked by sign-out everywhere',
      'session_invalid',
      async () => {
        const user = await freshUser();
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await adminAuth().revokeRefreshTokens(user.uid);
        return `Bearer ${user.idToken}`;
      },
    ],
    [
      'a token from before a password change',
      'session_invalid',
      async () => {
        const user = await freshUser();
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await adminAuth().updateUser(user.uid, { password: 'a-brand-new-password' });
        return `Bearer ${user.idToken}`;
      },
    ],
    [
      'a disabled account',
      'session_invalid',
      async () => {
        const user = await freshUser();
        await adminAuth().updateUser(user.uid, { disabled: true });
        return `Bearer ${user.idToken}`;
      },
    ],
  ];

  it.each(badCredentials)(
    '%s',
    async (_name, code, credential) => {
      const authorization = await credential();
      for (const route of routes) {
        const answer = await call(route, authorization);
        expect({ route: route.path, status: answer.status }).toEqual({ route: route.path, status: 401 });
        expect({ route: route.path, code: expectErrorBody(answer.text).code }).toEqual({ route: route.path, code });
        expectNoVictimData(answer.text);
      }
    },
    30_000,
  );
});

describe("another user's valid token", () => {
  it("gets 403 for every route naming the victim, and none of the victim's data anywhere", async () => {
    // Signing out everywhere ends the attacker's own token: it goes last, after the billing checks.
    const endsSessions = (route: (typeof routes)[number]) => route.path === '/users/sign-out-everywhere';
    const check = async (route: (typeof routes)[number]) => {
      const answer = await call(route, `Bearer ${attacker.idToken}`);
      if (route.namesVictim) {
        expect({ route: route.path, status: answer.status }).toEqual({ route: route.path, status: 403 });
        expect({ route: route.path, code: expectErrorBody(answer.text).code }).toEqual({
          route: route.path,
          code: 'not_owner',
        });
      } else {
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expectErrorBody(answer.text);
      }
      expectNoVictimData(answer.text);
    };
    for (const route of routes.filter((route) => !endsSessions(route))) await check(route);
    // The attacker's own cancel did nothing to the victim's subscription.
    expect((await waitForUserRecord(victim.uid)).isPaidUser).toBe(true);
    // Nor did their team calls to the victim's team: its owner, seat and pending invitation are as they were.
    const victimTeam = await call({ method: 'GET', path: '/team', namesVictim: false }, `Bearer ${victim.idToken}`);
    expect(JSON.parse(victimTeam.text).team).toMatchObject({
      id: victimTeamId,
      seats: 1,
      members: [{ uid: victim.uid, role: 'owner' }],
      invitations: [{ id: victimInvitationToken.split('.')[0] }],
    });
    // The attacker's billing calls answered about the attacker: their own (empty) invoices, and
    // a portal (their checkout above made them a customer) that shows nothing of the victim's.
    const invoices = await call(
      { method: 'GET', path: '/billing/invoices', namesVictim: false },
      `Bearer ${attacker.idToken}`,
    );
    expect(JSON.parse(invoices.text)).toEqual({ invoices: [], hasMore: false });
    const portal = await call(
      { method: 'POST', path: '/billing/portal-session', body: {}, namesVictim: false },
      `Bearer ${attacker.idToken}`,
    );
    expect(portal.status).toBe(200);
    const portalPage = await (await fetch(String(JSON.parse(portal.text).url))).text();
    expect(portalPage).toContain(attacker.email);
    expectNoVictimData(portalPage);
    for (const route of routes.filter(endsSessions)) await check(route);
  }, 30_000);

  it("cannot list, rename, schedule or delete the victim's saved view, even when paid", async () => {
    const reader = await freshUser();
    await setUserFields(reader.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
    const paths = [
      `/saved-views/${victimViewId}/rename`,
      `/saved-views/${victimViewId}/schedule`,
      `/saved-views/${victimViewId}/delete`,
    ];
    const list = await call({ method: 'GET', path: '/saved-views', namesVictim: false }, `Bearer ${reader.idToken}`);
    expect(JSON.parse(list.text)).toEqual({ views: [], team: null });
    for (const path of paths) {
      const answer = await call(
        { method: 'POST', path, body: { name: 'Taken', schedule: 'weekly' }, namesVictim: false },
        `Bearer ${reader.idToken}`,
      );
      expect({ path, status: answer.status, code: expectErrorBody(answer.text).code }).toEqual({
        path,
        status: 404,
        code: 'not_found',
      });
      expectNoVictimData(answer.text);
    }
    const kept = await adminDb().doc(`users/${victim.uid}/savedViews/${victimViewId}`).get();
    expect(kept.get('name')).toBe(VICTIM_VIEW_NAME);
    expect(kept.get('schedule')).toBeUndefined();
  }, 30_000);
});

describe("another user's follows", () => {
  it("are neither listed nor changed by the attacker's calls, nor unsubscribed by a forged link", async () => {
    // A reader of their own: the attacker signed out everywhere above, which ended their token.
    const reader = await freshUser();
    const list = await call({ method: 'GET', path: '/follows', namesVictim: false }, `Bearer ${reader.idToken}`);
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text).follows).not.toContainEqual({ kind: 'market', state: 'MD' });
    // A link signed for the attacker, its uid swapped for the victim's.
    const forged = `${Buffer.from(victim.uid).toString('base64url')}.${'A'.repeat(43)}`;
    const answer = await call(
      { method: 'POST', path: `/alerts/unsubscribe?token=${forged}`, body: {}, namesVictim: false },
      undefined,
    );
    expect([answer.status, expectErrorBody(answer.text).code]).toEqual([400, 'unsubscribe_link_invalid']);
    // A report mail's link naming the victim's view, with a MAC not made with the secret.
    const viewLink = `${Buffer.from(`${victim.uid}/users/${victim.uid}/savedViews/${victimViewId}`).toString('base64url')}.${'A'.repeat(43)}`;
    const refused = await call(
      { method: 'POST', path: `/report-mails/unsubscribe?token=${viewLink}`, body: {}, namesVictim: false },
      undefined,
    );
    expect([refused.status, expectErrorBody(refused.text).code]).toEqual([400, 'unsubscribe_link_invalid']);
    const kept = (await adminDb().doc(`follows/${victim.uid}`).get()).data();
    expect(kept).toMatchObject({ targets: ['market:MD'], alertMode: 'instant' });
  }, 30_000);
});

describe('the report data API (GET /reports/:reportId) refuses every bad report token with 401', () => {
  const read = (reportId: string, authorization?: string) =>
    call({ method: 'GET', path: `/reports/${reportId}`, namesVictim: false }, authorization);

  /** The victim's token for the paid report, from the embed endpoint (the victim is paid). */
  async function victimReportToken(): Promise<string> {
    const answer = await fetch(apiUrl('/powerbi/report/embedToken?reportId=market-overview'), {
      headers: { authorization: `Bearer ${victim.idToken}` },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { embedToken: string }).embedToken;
  }

  it.each<[string, () => Promise<string | undefined>]>([
    ['no token', async () => undefined],
    ['another scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a huge token', async () => `Bearer ${'a'.repeat(5000)}`],
    ['a malformed token', async () => 'Bearer not-a-report-token'],
    // An ID token is a credential of the API, not of a report.
    ['an ID token', async () => `Bearer ${victim.idToken}`],
    [
      'the demo token for a paid report',
      async () => {
        const demo = await fetch(apiUrl('/reports/demo/embedToken'), {
          headers: { authorization: `Bearer ${victim.idToken}` },
        });
        expect(demo.status).toBe(200);
        return `Bearer ${((await demo.json()) as { embedToken: string }).embedToken}`;
      },
    ],
    [
      "a paid report's token with its claims changed",
      async () => {
        const [payload, mac] = (await victimReportToken()).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        const forged = encode({ ...claims, sub: attacker.uid, exp: Number(claims.exp) + 86_400 });
        return `Bearer ${forged}.${mac}`;
      },
    ],
  ])('%s', async (_name, credential) => {
    const answer = await read('market-overview', await credential());
    expect(answer.status).toBe(401);
    expect(expectErrorBody(answer.text).code).toBe('report_token_invalid');
    expectNoVictimData(answer.text);
  });

  it("answers a paid report's own token, and only for that report", async () => {
    const token = `Bearer ${await victimReportToken()}`;
    expect((await read('market-overview', token)).status).not.toBe(401);
    const other = await read('washington-retail', token);
    expect(other.status).toBe(401);
    expect(expectErrorBody(other.text).code).toBe('report_token_invalid');
  });
});

describe('the data API takes an API key and nothing else', () => {
  const keyedRoutes = ['/v1/datasets', '/v1/datasets/ct-weekly-sales/rows', '/v1/reports', '/v1/reports/prices'];

  it("refuses no key, malformed keys, ID tokens and report tokens with 401; the victim's revoked key too", async () => {
    const credentials = [
      undefined,
      'Bearer not-a-key',
      `Bearer ${attacker.idToken}`,
      `Bearer ${victimKey.slice(0, -1)}${victimKey.endsWith('A') ? 'B' : 'A'}`,
      `Bearer crk_zzzzzzzzzzzz_${victimKey.slice(-43)}`,
      `Basic ${victimKey}`,
    ];
    for (const path of keyedRoutes) {
      for (const credential of credentials) {
        const answer = await call({ method: 'GET', path, namesVictim: false }, credential);
        expect({ path, status: answer.status, code: expectErrorBody(answer.text).code }).toEqual({
          path,
          status: 401,
          code: 'api_key_invalid',
        });
        expectNoVictimData(answer.text);
      }
    }
    // The attacker cannot revoke it (above); the victim can, and then it opens nothing.
    const revoked = await fetch(apiUrl(`/api-keys/${victimKeyId}/revoke`), {
      method: 'POST',
      headers: { authorization: `Bearer ${victim.idToken}` },
    });
    expect(revoked.status).toBe(200);
    const answer = await call({ method: 'GET', path: '/v1/datasets', namesVictim: false }, `Bearer ${victimKey}`);
    expect(answer.status).toBe(401);
  }, 30_000);
});
