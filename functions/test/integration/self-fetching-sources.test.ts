/**
 * Every source that fetches itself, fetched as production fetches it: a local publisher serves
 * the shared copy of the file its address serves, at that address's path (and, where the
 * publisher's platform hands the file to another host, through that redirect), and the one
 * download path streams it, parses it and stores it, in an emulator project of its own. The
 * stored rows are the file's, every one, none rejected.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { ingestSource, readDataset, readFetches, readRowsAt, SERVED_FROM } from '@cannabis-reports/data-import';
import { FETCH_URLS, parseOne, sample } from '@cannabis-reports/datasets';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const db = getFirestore(initializeApp({ projectId: 'demo-self-fetching' }, 'self-fetching'));

/** The shared copy of what each source's address serves (data README): a new self-fetching source adds its own. */
const SERVED: Record<string, string> = {
  'ct-weekly-sales': 'ct-dcp/ct-cannabis-retail-sales-by-week.csv',
  'ma-flower-prices': 'ma-ccc/a_sales_au_price_per_gram.csv',
  'co-county-sales': 'co-dor/marijuana-sales-by-county-2014_to-date_report.csv',
  'ct-tax-revenue': 'ct-dcp/ct-cannabis-tax-revenue-by-month.csv',
};

const sources = Object.entries(FETCH_URLS) as Array<[DatasetId, string]>;
/** The local publisher's routes: each address's path and query, and the file a redirect leads to. */
const routes = new Map<string, { redirect?: string; body?: Buffer }>();
const requests: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.headers.host?.split(':')[0]} ${req.url}`);
    const route = routes.get(req.url ?? '');
    if (route?.redirect) return void res.writeHead(307, { location: route.redirect }).end();
    if (!route?.body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/csv' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  for (const [id, url] of sources) {
    const { pathname, search, hostname } = new URL(url);
    const body = readFileSync(sample(SERVED[id]));
    // As Google answers a sheet's export: a 307 to the file on another host its platform serves from.
    if (SERVED_FROM[hostname]) {
      routes.set(pathname + search, { redirect: `http://localhost:${port}/served/${id}` });
      routes.set(`/served/${id}`, { body });
    } else routes.set(pathname + search, { body });
  }
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The source's address with the local publisher as its host. */
const local = (url: string) => {
  const { pathname, search } = new URL(url);
  return `http://127.0.0.1:${port}${pathname}${search}`;
};

describe('the sources that fetch themselves', () => {
  it("have each a shared copy of what their address serves (CT's weekly sales and tax, the CCC's prices, CDOR's report)", () => {
    expect(sources.map(([id]) => id).sort()).toEqual(Object.keys(SERVED).sort());
  });

  it.each(sources)('%s: the served file goes through the download path into the store, whole', async (id, url) => {
    const expected = await parseOne(sample(SERVED[id]), id);
    const outcome = await ingestSource(
      db,
      { datasetId: id, url: local(url) },
      { servedFrom: { '127.0.0.1': ['localhost'] } },
    );
    expect(outcome).toMatchObject({ datasetId: id, status: 'imported', rows: expected.rows.length, rejected: 0 });
    expect(expected.rows.length).toBeGreaterThan(30);

    const stored = await readRowsAt(db, id, { version: outcome.version! });
    expect(stored?.rows).toEqual(expected.rows);
    expect(await readDataset(db, id)).toMatchObject({
      rowCount: expected.rows.length,
      periodFrom: expected.meta.periodFrom,
      periodTo: expected.meta.periodTo,
      publisher: expected.meta.publisher,
    });
    expect((await readFetches(db, id)).at(-1)).toMatchObject({
      source: local(url),
      via: 'fetch',
      outcome: 'imported',
      rows: expected.rows.length,
      version: outcome.version,
    });
    if (SERVED_FROM[new URL(url).hostname]) expect(requests).toContain(`localhost /served/${id}`);
  });
});
