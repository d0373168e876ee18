/**
 * The daily schedule's tasks through the Functions emulator's Cloud Tasks emulator: the
 * schedule's work (run here, as the emulator does not run schedules) enqueues one task per
 * source, the emulator dispatches each to `ingestSourceTask`, which fetches its dataset's setting:
 * the test run's local publisher (test-support's local-publisher), served here. A slow source delays no other, a 404 and garbage are recorded
 * with their reasons, and a second run the same day enqueues nothing twice.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import type { IngestSource } from '@cannabis-reports/data-import';
import { LOCAL_PUBLISHER_PORT, LOCAL_PUBLISHER_SETTINGS } from '@cannabis-reports/test-support/src/local-publisher';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { ingestPublishedData } from '../../src/ingestion/ingest-published-data';
import { ingestTaskId } from '../../src/ingestion/ingest-tasks';

// firebase.json's tasks emulator; `emulators:exec` sets it for the suites it runs.
process.env.CLOUD_TASKS_EMULATOR_HOST ??= '127.0.0.1:9499';

const CT_FILE = readFileSync(path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
/** How long the slow publisher keeps its answer: longer than the other sources take. */
const SLOW_MS = 20_000;

let releaseSlow: () => void = () => undefined;
const routes: Record<string, (res: ServerResponse) => void> = {
  '/ct-cannabis-retail-sales-by-week.csv': (res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(CT_FILE),
  '/or-sales.csv': (res) => res.writeHead(200).end(Buffer.from('\u0000\u0001PK garbage \u00ff'.repeat(200))),
  '/slow.csv': (res) => {
    // Answered once: by the timer, by the test, or at the end of the suite, whichever comes first.
    const answer = () => {
      if (!res.headersSent) res.writeHead(503).end();
    };
    const timer = setTimeout(answer, SLOW_MS);
    releaseSlow = () => {
      clearTimeout(timer);
      answer();
    };
  },
};

let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => (routes[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res));
  await new Promise<void>((resolve) => server.listen(LOCAL_PUBLISHER_PORT, '127.0.0.1', resolve));
  for (const id of ['ct-weekly-sales', 'ma-flower-prices', 'or-sales', 'wa-retail-sales']) {
    await adminDb().doc(`ingestion/${id}`).delete();
  }
  await adminDb().doc('datasets/ct-weekly-sales').delete();
});

afterAll(() => {
  releaseSlow();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const record = async (id: string) => (await adminDb().doc(`ingestion/${id}`).get()).data();

/** The record of `id` once its task has run, polled: the queue dispatches on its own time. */
async function recorded(id: string, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await record(id);
    if (found?.lastStatus) return found;
    if (Date.now() > deadline) throw new Error(`no ingestion record of ${id} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('ingestion tasks in the emulator', () => {
  const now = new Date();
  /** The sources as the emulator's settings configure them: slow, changed, missing, garbage. */
  const sources = (): IngestSource[] =>
    Object.entries(LOCAL_PUBLISHER_SETTINGS).map(([param, url]) => ({
      datasetId: param.slice('DATA_URL_'.length).toLowerCase().replaceAll('_', '-') as DatasetId,
      url,
    }));

  it('enqueues one task per source; a slow source delays no other', async () => {
    const summary = await ingestPublishedData(sources(), now);
    expect(summary.enqueued.sort()).toEqual(
      sources()
        .map(({ datasetId }) => ingestTaskId(datasetId, now))
        .sort(),
    );
    const started = Date.now();
    expect(await recorded('ct-weekly-sales')).toMatchObject({ lastStatus: 'imported', lastReason: null });
    expect(await recorded('ma-flower-prices')).toMatchObject({
      lastStatus: 'fetch_failed',
      lastReason: 'the server answered HTTP 404',
    });
    expect(await recorded('or-sales')).toMatchObject({ lastStatus: 'malformed' });
    // All three while the slow publisher still holds its answer.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(await record('wa-retail-sales')).toBeUndefined();
  }, 60_000);

  it('enqueues nothing twice when the schedule runs again the same day', async () => {
    const summary = await ingestPublishedData(sources(), now);
    expect(summary.enqueued).toEqual([]);
    expect(summary.alreadyQueued.sort()).toEqual(
      sources()
        .map(({ datasetId }) => ingestTaskId(datasetId, now))
        .sort(),
    );
  });

  it('records the slow source once its publisher answers', async () => {
    releaseSlow();
    expect(await recorded('wa-retail-sales')).toMatchObject({
      lastStatus: 'fetch_failed',
      lastReason: 'the server answered HTTP 503',
    });
  }, 40_000);
});
