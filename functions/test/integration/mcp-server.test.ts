/**
 * The MCP server (packages/mcp-server) against the emulated data API, through the SDK's own
 * client as an assistant calls it, with a paid user's real key: it lists the markets, reads a
 * month of Connecticut's weekly rows, and answers a week's sales figure that is the row's and the
 * same as the report page's answer for that week, each with its source, period and 'data as of'.
 * It prints how long a rows read of a full page takes.
 */
import type { CreateApiKeyAnswer, ReportData } from '@cannabis-reports/contracts';
import { importPath } from '@cannabis-reports/data-import';
import { connectedClient } from '@cannabis-reports/mcp-server/src/test-client';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';

type Client = Awaited<ReturnType<typeof connectedClient>>;

interface Market {
  code: string;
  name: string;
  dataAsOf: string;
  datasets: string[];
}
interface Row {
  period: string;
  source: string;
  dataAsOf: string;
  fields: { weekStart: string; days: number; partial?: boolean; adultUseSales: number | null };
}
interface Figure {
  section: string;
  series: string;
  category: string;
  value: number | null;
  period: string;
  source: string;
  dataAsOf: string;
}

let client: Client;
let idToken: string;

beforeAll(async () => {
  await importPath(adminDb(), path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
  // The markets pages' panel and Oregon's own monthly totals: a history long enough to forecast.
  await importPath(adminDb(), path.join(SHARED_DATA, 'cannlytics-compiled', 'state-cannabis-monthly-panel.csv'));
  await importPath(adminDb(), path.join(SHARED_DATA, 'or-olcc', 'total_sales_data.csv'));
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, {
    isPaidUser: true,
    stripeSubscriptionStatus: 'active',
    currentPeriodEnd: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
  });
  idToken = user.idToken;
  const made = await fetch(apiUrl('/api-keys'), {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'assistant' }),
  });
  const { secret } = (await made.json()) as CreateApiKeyAnswer;
  client = await connectedClient({ apiBase: apiUrl(''), apiKey: secret });
}, 120_000);

afterAll(() => client?.close());

/** The report as its page reads it: with the signed-in user's report token, not the API key. */
async function pageAnswer(reportId: string, query: Record<string, string>): Promise<ReportData> {
  const token = await fetch(apiUrl(`/powerbi/report/embedToken?reportId=${reportId}`), {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const { embedToken } = (await token.json()) as { embedToken: string };
  const response = await fetch(apiUrl(`/reports/${reportId}?${new URLSearchParams(query)}`), {
    headers: { authorization: `Bearer ${embedToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ReportData;
}

describe('the MCP server over the data API', () => {
  it("lists the markets, reads a month's rows and answers the report page's figure for a week of it", async () => {
    const markets = await client.call<{ markets: Market[] }>('list_markets');
    expect(markets.isError).toBe(false);
    const connecticut = markets.body.markets.find((market) => market.code === 'CT');
    // Other suites import Connecticut's other datasets into the same project, in any order.
    expect(connecticut).toMatchObject({ name: 'Connecticut', datasets: expect.arrayContaining(['ct-weekly-sales']) });
    const month = connecticut!.dataAsOf;

    const read = await client.call<{ rows: Row[]; total: number }>('read_rows', {
      datasetId: 'ct-weekly-sales',
      state: 'CT',
      from: month,
      to: month,
    });
    expect(read.isError).toBe(false);
    expect(read.body.rows.length).toBeGreaterThan(2);
    for (const row of read.body.rows)
      expect(row).toMatchObject({
        period: month,
        dataAsOf: month,
        source: expect.stringMatching(
          /^Connecticut Department of Consumer Protection .*, .+ <https:\/\/data\.ct\.gov\//,
        ),
      });
    // A whole week (DCP cuts one at a month's end into two rows): the report's week is this one row.
    const week = read.body.rows.filter((row) => row.fields.days === 7 && !row.fields.partial).at(-1)!;
    const weekStart = week.fields.weekStart;

    const answered = await client.call<{ figures: Figure[]; dataAsOf: string }>('report_figures', {
      reportId: 'connecticut-weekly',
      from: weekStart,
      to: weekStart,
      section: 'Weekly sales',
      series: 'Adult-use',
      period: weekStart,
    });
    expect(answered.isError).toBe(false);
    const page = await pageAnswer('connecticut-weekly', { from: weekStart, to: weekStart });
    const chart = page.sections.find((section) => section.title.startsWith('Weekly sales'));
    if (chart?.kind !== 'line-chart' && chart?.kind !== 'bar-chart') throw new Error('No weekly sales chart');
    const shown = chart.series.find((series) => series.label === 'Adult-use')!.values[chart.x.indexOf(weekStart)];

    expect(answered.body.figures).toEqual([
      {
        section: chart.title,
        series: 'Adult-use',
        category: weekStart,
        value: shown,
        unit: 'usd',
        flag: null,
        period: weekStart,
        source: expect.stringMatching(
          /^Connecticut Department of Consumer Protection .*, .+ <https:\/\/data\.ct\.gov\//,
        ),
        dataAsOf: page.dataAsOf,
      },
    ]);
    expect(shown).toBeCloseTo(week.fields.adultUseSales!, 2);
  }, 60_000);

  it("answers the market page's forecast, each month marked as one, and the market's dated events", async () => {
    const answered = await client.call<{
      months?: Array<{ period: string; kind: string; mean: number; lo95: number; hi95: number }>;
      forecast?: null;
      dataAsOf: string;
    }>('read_forecast', { state: 'OR' });
    if (answered.isError) throw new Error(JSON.stringify(answered.body));
    const page = await pageAnswer('markets', { state: 'OR' });
    const chart = page.sections.find((section) => section.kind === 'line-chart' && section.forecast);
    const forecast = chart?.kind === 'line-chart' ? chart.forecast : undefined;
    expect(answered.body.dataAsOf).toBe(page.dataAsOf);
    expect(forecast).toBeDefined();
    expect(answered.body.months).toEqual(
      forecast!.x.map((period, index) =>
        expect.objectContaining({
          period,
          kind: 'forecast, not a published figure',
          mean: forecast!.mean[index],
          lo95: forecast!.lo95[index],
          hi95: forecast!.hi95[index],
        }),
      ),
    );

    const events = await client.call<{ annotations: Array<{ market: string; source: string; sourceUrl: string }> }>(
      'read_annotations',
      { state: 'MD' },
    );
    expect(events.isError).toBe(false);
    expect(events.body.annotations.length).toBeGreaterThan(0);
    for (const event of events.body.annotations) expect(event).toMatchObject({ market: 'MD', source: event.sourceUrl });
  }, 60_000);

  it('reads a full page of rows, and prints how long it takes', async () => {
    const started = performance.now();
    const read = await client.call<{ rows: Row[]; total: number }>('read_rows', {
      datasetId: 'ct-weekly-sales',
      limit: 1000,
    });
    const took = performance.now() - started;
    expect(read.isError).toBe(false);
    expect(read.body.rows).toHaveLength(Math.min(1000, read.body.total));
    console.log(`MCP read_rows: ${read.body.rows.length} rows of ${read.body.total} in ${Math.round(took)} ms`);
  });
});
