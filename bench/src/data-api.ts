/**
 * The data API's latency at ten times the data: the generated 10x datasets imported into the
 * project the API serves (after every section that reads the real data), then, through
 * Hosting, warm p50/p99 of a 1,000-row page of the largest dataset and of a report's figures,
 * each request with the key of the next of several users so that the figures time the API, not
 * the per-user rate limit (API_KEY_RATE_PER_MINUTE). Then the same 1,000-row page read through
 * the MCP server's `read_rows` tool (packages/mcp-server) by the SDK's client, as an AI
 * assistant asks it: the API's time plus the server's own (the catalogue it cites, read once,
 * and each row's provenance).
 */
import { API_KEY_RATE_PER_MINUTE, type CreateApiKeyAnswer } from '@cannabis-reports/contracts';
import { importDatasets } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { connectedClient } from '@cannabis-reports/mcp-server/src/test-client';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { Timestamp } from 'firebase-admin/firestore';
import { latency } from './latency';
import { ms } from './stats';
import { tenTimesDatasets } from './ten-times-data';

export const DATA_API = { requests: 300, warmup: 30, p99Budget: 300 };
/** The MCP read: fewer requests (one key owner's rate allows them), and room for the server's own work on 1,000 rows. */
export const MCP_READ = { requests: 50, warmup: 5, p99Budget: 400 };
const ROUTES = [
  { name: 'rows, 1,000 of wa-retail-sales', route: '/v1/datasets/wa-retail-sales/rows?limit=1000' },
  { name: 'rows, 1,000 as CSV', route: '/v1/datasets/wa-retail-sales/rows?limit=1000&format=csv' },
  { name: 'report washington-retail', route: '/v1/reports/washington-retail' },
  { name: 'report market-overview', route: '/v1/reports/market-overview' },
];
/**
 * Key owners enough that no owner is asked more than the rate (which binds a user over all their
 * keys) even if the whole section runs within one minute, each with one key. With a fixed 20 keys
 * a fast machine (BenchmarkIndex about 4,000) sent all 1,320 requests within the minute, and the
 * last 120 were answered 429.
 */
const KEY_OWNERS = Math.ceil((ROUTES.length * (DATA_API.requests + DATA_API.warmup)) / API_KEY_RATE_PER_MINUTE);

type Check = (ok: boolean, what: string) => string;

async function makeKeys(owners: number): Promise<string[]> {
  const secrets: string[] = [];
  for (let owner = 0; owner < owners; owner++) {
    const user = await createTestUser();
    await waitForUserRecord(user.uid, 60_000);
    await setUserFields(user.uid, {
      isPaidUser: true,
      stripeSubscriptionStatus: 'active',
      currentPeriodEnd: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    });
    const response = await fetch(apiUrl('/api-keys'), {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `bench ${owner + 1}` }),
    });
    if (!response.ok) throw new Error(`POST /api-keys answered ${response.status}: ${await response.text()}`);
    secrets.push(((await response.json()) as CreateApiKeyAnswer).secret);
  }
  return secrets;
}

export async function dataApiLatency(check: Check): Promise<void> {
  console.log(
    `\n== Data API at ten times the data (through Hosting, warm, ${DATA_API.requests} requests after ${DATA_API.warmup}); budget p99 <= ${ms(DATA_API.p99Budget)} ==`,
  );
  const started = performance.now();
  const datasets = tenTimesDatasets();
  await importDatasets(adminDb(), datasets);
  console.log(
    `imported the 10x data into the API's project (it replaces the real data there) in ${ms(performance.now() - started)}:` +
      ` ${datasets.map((dataset) => `${dataset.meta.id} ${dataset.rows.length.toLocaleString('en-US')} rows`).join(', ')}`,
  );
  // The first owner's key is the MCP read's alone, so its requests stay within one owner's rate.
  const [mcpKey, ...keys] = await makeKeys(KEY_OWNERS + 1);
  let turn = 0;
  for (const { name, route } of ROUTES) {
    const figures = await latency(
      () =>
        fetch(apiUrl(route), {
          headers: {
            authorization: `Bearer ${keys[turn++ % keys.length]}`,
            'x-local-visitor-address': `198.51.100.${turn % 250}`,
          },
        }),
      DATA_API.requests,
      DATA_API.warmup,
    );
    const met = figures.p99 <= DATA_API.p99Budget && figures.errors === 0;
    console.log(
      `GET /api${route}`.padEnd(64) +
        ` p50 ${ms(figures.p50).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}, ${figures.errors} errors: ${check(met, `data API ${name}`)}`,
    );
  }
  await mcpRowsRead(mcpKey, check);
}

/** The MCP server's answer time for a 1,000-row read, through its client, with a key of its own. */
async function mcpRowsRead(key: string, check: Check): Promise<void> {
  const mcp = await connectedClient({ apiBase: apiUrl(''), apiKey: key });
  const read = async () => {
    const answer = await mcp.call<{ rows: unknown[] }>('read_rows', { datasetId: 'wa-retail-sales', limit: 1000 });
    const ok = !answer.isError && answer.body.rows.length === 1000;
    return new Response(null, { status: ok ? 200 : 500 });
  };
  const figures = await latency(read, MCP_READ.requests, MCP_READ.warmup);
  await mcp.close();
  const met = figures.p99 <= MCP_READ.p99Budget && figures.errors === 0;
  console.log(
    `MCP read_rows, 1,000 of wa-retail-sales (budget p99 <= ${ms(MCP_READ.p99Budget)})`.padEnd(64) +
      ` p50 ${ms(figures.p50).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}, ${figures.errors} errors: ${check(met, 'MCP rows read')}`,
  );
}
