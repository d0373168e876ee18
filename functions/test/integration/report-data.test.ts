/**
 * The built-in reports end to end on the server: the importer stores the real public files
 * from ../shared, a second import changes nothing, and the report data API serves small
 * server-side aggregates only to valid tokens (and paid users for paid reports).
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import { importPath } from '@cannabis-reports/data-import';

const SHARED_DATA = reportDataFolder();

interface Embed {
  embedToken: string;
  embedUrl: string;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const withIdToken = (user: TestUser) => ({ headers: { authorization: `Bearer ${user.idToken}` } });
const withReportToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function paidUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  return user;
}

async function reportToken(user: TestUser, reportId: string): Promise<Embed> {
  const response = await fetch(apiUrl(`/powerbi/report/embedToken?reportId=${reportId}`), withIdToken(user));
  expect(response.status).toBe(200);
  return json<Embed>(response);
}

beforeAll(async () => {
  await importPath(adminDb(), SHARED_DATA);
}, 120_000);

describe('importing the public files', () => {
  it('stores each dataset with its attribution and counts', async () => {
    const wa = (await adminDb().doc('datasets/wa-retail-sales').get()).data();
    expect(wa).toMatchObject({ sample: false, periodFrom: '2017-11', periodTo: '2021-10', rejectedCount: 1 });
    expect(wa?.publisher).toMatch(/Washington State Liquor and Cannabis Board/);
    const months = await adminDb().collection('datasetMonths').where('dataset', '==', 'wa-retail-sales').get();
    expect(months.size).toBe(48);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await adminDb().collection('datasetMonths').get();
    const datasetsBefore = await adminDb().collection('datasets').get();
    const summary = await importPath(adminDb(), SHARED_DATA);
    expect(summary.datasets.map((dataset) => dataset.outcome)).toEqual(summary.datasets.map(() => 'unchanged'));
    const after = await adminDb().collection('datasetMonths').get();
    const datasetsAfter = await adminDb().collection('datasets').get();
    const times = (snapshot: FirebaseFirestore.QuerySnapshot) =>
      snapshot.docs.map((doc) => `${doc.id}@${doc.updateTime.toMillis()}`).sort();
    expect(times(after)).toEqual(times(before));
    expect(times(datasetsAfter)).toEqual(times(datasetsBefore));
  }, 120_000);
});

describe('the report data API', () => {
  let paid: TestUser;
  beforeAll(async () => {
    paid = await paidUser();
  });

  it('serves the Washington report with the statewide total recomputed from the file, in a small answer', async () => {
    const { embedToken, embedUrl } = await reportToken(paid, 'washington-retail');
    const response = await fetch(
      apiUrl(`${embedUrl.replace(/^\/api/, '')}?from=2021-01&to=2021-10`),
      withReportToken(embedToken),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(30_000);
    const report = JSON.parse(text) as {
      sample: boolean;
      dataAsOf: string;
      sections: Array<{ title: string; x?: string[]; series?: Array<{ label: string; values: number[] }> }>;
    };
    expect(report).toMatchObject({ sample: false, dataAsOf: '2021-10' });
    const monthly = report.sections.find((section) => section.title === 'Monthly sales and excise tax')!;
    const october = monthly.x!.indexOf('2021-10');
    expect(monthly.series![0].values[october]).toBeCloseTo(115_931_747.87, 2);
  });

  it('filters on the server: one county sells less than the state', async () => {
    const { embedToken } = await reportToken(paid, 'washington-retail');
    const get = async (query: string) =>
      json<{ sections: Array<{ title: string; series?: Array<{ values: number[] }> }> }>(
        await fetch(apiUrl(`/reports/washington-retail?${query}`), withReportToken(embedToken)),
      );
    const total = (report: Awaited<ReturnType<typeof get>>) =>
      report.sections[0].series![0].values.reduce((sum, value) => sum + value, 0);
    const state = await get('from=2021-01&to=2021-10');
    const king = await get('from=2021-01&to=2021-10&county=King');
    expect(total(king)).toBeGreaterThan(0);
    expect(total(king)).toBeLessThan(total(state));
  });

  it('serves the Colorado and multi-state reports', async () => {
    for (const reportId of ['colorado-counties', 'market-overview']) {
      const { embedToken } = await reportToken(paid, reportId);
      const response = await fetch(apiUrl(`/reports/${reportId}`), withReportToken(embedToken));
      expect(response.status).toBe(200);
    }
  });

  it("refuses missing, forged and other reports' tokens (401), lapsed users (403) and bad filters (400)", async () => {
    const { embedToken } = await reportToken(paid, 'market-overview');
    expect((await fetch(apiUrl('/reports/market-overview'))).status).toBe(401);
    expect((await fetch(apiUrl('/reports/market-overview'), withReportToken(`${embedToken}x`))).status).toBe(401);
    expect((await fetch(apiUrl('/reports/washington-retail'), withReportToken(embedToken))).status).toBe(401);
    expect((await fetch(apiUrl('/reports/market-overview?from=2021-13'), withReportToken(embedToken))).status).toBe(
      400,
    );
    expect((await fetch(apiUrl('/reports/no-such-report'), withReportToken(embedToken))).status).toBe(404);

    const lapsing = await paidUser();
    const lapsingToken = await reportToken(lapsing, 'market-overview');
    await setUserFields(lapsing.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    const refused = await fetch(apiUrl('/reports/market-overview'), withReportToken(lapsingToken.embedToken));
    expect(refused.status).toBe(403);
  });

  it('gives every signed-in user the public demo report, and only that one', async () => {
    const free = await createTestUser();
    await waitForUserRecord(free.uid);
    expect((await fetch(apiUrl('/powerbi/report/embedToken?reportId=market-overview'), withIdToken(free))).status).toBe(
      403,
    );
    const demo = await json<Embed>(await fetch(apiUrl('/reports/demo/embedToken'), withIdToken(free)));
    const report = await json<{
      title: string;
      filters: unknown[];
      sections: Array<{ x?: string[]; series?: unknown[] }>;
    }>(await fetch(apiUrl('/reports/demo'), withReportToken(demo.embedToken)));
    expect(report.title).toBe('Market overview (demo)');
    expect(report.sections[0].x).toHaveLength(24);
    expect(report.sections[0].series).toHaveLength(3);
    expect((await fetch(apiUrl('/reports/market-overview'), withReportToken(demo.embedToken))).status).toBe(401);
  });
});
