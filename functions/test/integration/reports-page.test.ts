/**
 * `/reports` rendered on the server (decision 0163), through Hosting: a reader of the reports,
 * named by their session cookie, gets the report in the HTML with the state the browser hydrates
 * it from, answered as the API answers the page's opening read; anyone else gets the app's shell.
 */
import { importPath } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { APP_URL, apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

const SHELL_ROOT = '<div id="root"></div>';

/** The `__session` cookie the app asks for as the reader signs in. */
async function pageCookieOf(user: TestUser): Promise<string> {
  const answer = await fetch(apiUrl('/session'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  expect(answer.status).toBe(204);
  const cookie = /^__session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('no __session cookie set');
  return cookie;
}

async function paidReader(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  return user;
}

const page = (path: string, cookie?: string) => fetch(`${APP_URL}${path}`, { headers: cookie ? { cookie } : {} });

interface PageState {
  reader: { uid: string };
  userInfo: { isPaidUser: boolean };
  answers: Array<[string, unknown]>;
}

function stateOf(html: string): PageState {
  const json = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page state in the page');
  return JSON.parse(json) as PageState;
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

interface Figures {
  reportId: string;
  title: string;
  description: string;
}

/** The API's own answer to the page's opening read, for the same reader and link. */
async function openingRead(user: TestUser, query: string): Promise<{ reportId: string; figures: Figures }> {
  const answer = await fetch(apiUrl(`/powerbi/report/embedToken?figures=1${query}`), {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { reportId: string; figures: Figures };
}

// The regulators' real files, as the report data suite imports them (idempotent: a second import writes nothing).
beforeAll(async () => {
  await importPath(adminDb(), reportDataFolder());
}, 120_000);

describe('/reports rendered on the server', () => {
  it("renders a reader's report into the page, private to them, with the figures the API answers", async () => {
    const user = await paidReader();
    const response = await page('/reports', await pageCookieOf(user));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const html = await response.text();
    expect(html).not.toContain(SHELL_ROOT);

    const state = stateOf(html);
    expect(state.reader.uid).toBe(user.uid);
    expect(state.userInfo.isPaidUser).toBe(true);
    const api = await openingRead(user, '');
    const figures = state.answers.find(([key]) => key.startsWith('["report",'))?.[1] as Figures | undefined;
    expect(api.figures).toBeDefined();
    expect(figures).toEqual(api.figures);
    // What the reader sees first is in the HTML itself.
    expect(text(html)).toContain(api.figures.title);
    expect(text(html)).toContain(api.figures.description);
    // The report's styles are linked in the head, so it paints styled before any script runs.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/report-view-[^"]+\.css">/);
  });

  it("renders the report and filters a link names, as the browser's opening read would", async () => {
    const user = await paidReader();
    const cookie = await pageCookieOf(user);
    const catalog = (await (await fetch(apiUrl('/reports'))).json()) as { reports: Array<{ id: string }> };
    const second = catalog.reports[1].id;
    const html = await (await page(`/reports?report=${second}&state=CO`, cookie)).text();
    const api = await openingRead(user, `&reportId=${second}&state=CO`);
    expect(api.reportId).toBe(second);
    const figures = stateOf(html).answers.find(([key]) => key.startsWith('["report",'));
    expect(figures?.[0]).toContain('"state":"CO"');
    expect(figures?.[1]).toEqual(api.figures);
    expect(text(html)).toContain(api.figures.title);
  });

  it('serves the shell, for the browser to render, to anyone the server cannot name as a reader', async () => {
    const unpaid = await createTestUser();
    await waitForUserRecord(unpaid.uid);
    for (const cookie of [undefined, '__session=not-a-session-cookie', await pageCookieOf(unpaid)]) {
      const response = await page('/reports', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(SHELL_ROOT);
      expect(html).not.toContain('id="page-state"');
    }
  });

  it('stops rendering for a reader who signed out everywhere or whose subscription ended', async () => {
    const user = await paidReader();
    const cookie = await pageCookieOf(user);
    expect(await (await page('/reports', cookie)).text()).not.toContain(SHELL_ROOT);
    await setUserFields(user.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    expect(await (await page('/reports', cookie)).text()).toContain(SHELL_ROOT);

    const other = await paidReader();
    const otherCookie = await pageCookieOf(other);
    // Revocation counts in whole seconds from the sign-in: let one pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signOut = await fetch(apiUrl('/users/sign-out-everywhere'), {
      method: 'POST',
      headers: { authorization: `Bearer ${other.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ revokeApiKeys: false }),
    });
    expect(signOut.status).toBe(200);
    expect(await (await page('/reports', otherCookie)).text()).toContain(SHELL_ROOT);
  });
});
