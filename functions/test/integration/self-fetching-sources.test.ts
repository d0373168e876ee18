/**
 * Every source that fetches itself, fetched as production fetches it: a local publisher serves
 * the shared copy of the file its address serves, at that address's path (and, where the
 * publisher's platform hands the file to another host, through that redirect), and the one
 * download path streams it, parses it and stores it, in an emulator project of its own. The
 * stored rows are the file's, every one, none rejected.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import type { CanadaRetailSalesRow } from '@cannabis-reports/datasets';
import { ingestSource, readDataset, readFetches, readRowsAt, SERVED_FROM } from '@cannabis-reports/data-import';
import { FETCH_URLS, fullTableZip, parseOne, sample } from '@cannabis-reports/datasets';
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
  'canada-retail-sales': 'statcan/ca-cannabis-retailers-by-province-by-month.csv',
};

/**
 * Statistics Canada serves its full table, every retail industry, zipped beside its notes; the shared copy is its
 * cannabis retailers' lines. The package served is made of those and of other industries' lines, more in all than
 * the 200,000 records an import holds, which only the cannabis retailers' lines may count against.
 */
const ZIPPED_FULL_TABLE = 'canada-retail-sales';
const OTHER_INDUSTRIES = 110;
const IMPORT_RECORD_CAP = 200_000;
let fullTableLines = 0;

/** The bytes each source's address serves. */
const servedBody = (id: string): Buffer => {
  if (id !== ZIPPED_FULL_TABLE) return readFileSync(sample(SERVED[id]));
  const { zip, lines } = fullTableZip(OTHER_INDUSTRIES);
  fullTableLines = lines;
  return zip;
};

/** Each import's version, and how much the process's peak resident memory grew while it ran (MiB; maxRSS is in KiB). */
const imported = new Map<string, { version: string; peakGrowthMib: number }>();

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
    const zipped = route.body[0] === 0x50 && route.body[1] === 0x4b;
    res.writeHead(200, { 'content-type': zipped ? 'application/zip' : 'text/csv' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  for (const [id, url] of sources) {
    const { pathname, search, hostname } = new URL(url);
    const body = servedBody(id);
    // As Google answers a sheet's export: a 307 to the file on another host its platform serves from.
    if (SERVED_FROM[hostname]) {
      routes.set(pathname + search, { redirect: `http://localhost:${port}/served/${id}` });
      routes.set(`/served/${id}`, { body });
    } else routes.set(pathname + search, { body });
  }
  // Making StatCan's package deflates some 40 MB of lines.
}, 120_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The source's address with the local publisher as its host. */
const local = (url: string) => {
  const { pathname, search } = new URL(url);
  return `http://127.0.0.1:${port}${pathname}${search}`;
};

describe('the sources that fetch themselves', () => {
  it("have each a shared copy of what their address serves (CT's weekly sales and tax, the CCC's prices, CDOR's report, StatCan's table)", () => {
    expect(sources.map(([id]) => id).sort()).toEqual(Object.keys(SERVED).sort());
  });

  it.each(sources)(
    '%s: the served file goes through the download path into the store, whole',
    async (id, url) => {
      const expected = await parseOne(sample(SERVED[id]), id);
      const peakBefore = process.resourceUsage().maxRSS;
      const outcome = await ingestSource(
        db,
        { datasetId: id, url: local(url) },
        { servedFrom: { '127.0.0.1': ['localhost'] } },
      );
      const peakGrowthMib = (process.resourceUsage().maxRSS - peakBefore) / 1024;
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
      imported.set(id, { version: outcome.version!, peakGrowthMib });
    },
    120_000,
  );

  it("canada-retail-sales: of StatCan's whole table, the cannabis retailers' figures are stored", async () => {
    expect(fullTableLines).toBeGreaterThan(IMPORT_RECORD_CAP);
    const { version, peakGrowthMib } = imported.get(ZIPPED_FULL_TABLE)!;
    const stored = await readRowsAt<CanadaRetailSalesRow>(db, ZIPPED_FULL_TABLE, { version });
    const figure = (geo: string, period: string) =>
      stored?.rows
        .filter((row) => row.geo === geo && row.period === period && row.adjustment === 'unadjusted')
        .map((row) => [row.salesCadThousands, row.salesCode]);
    // The data README's checks, in thousands of Canadian dollars; Nunavut's suppressed cell is withheld, not 0.
    expect(figure('Canada', '2025-08')).toEqual([[498_708, null]]);
    expect(figure('Ontario', '2025-08')).toEqual([[197_152, null]]);
    expect(figure('Nunavut', '2025-08')).toEqual([[null, 'x']]);
    expect(stored?.rows.every((row) => row.currency === 'CAD')).toBe(true);
    // What the import's peak memory was, for the record: the garbage of the lines read and dropped makes it vary from
    // run to run (143 and 191 MiB seen), so the bound that the lines are never held is the format test's heap limit.
    process.stdout.write(
      `canada-retail-sales: ${fullTableLines} lines fetched; the peak RSS grew by ${peakGrowthMib.toFixed(1)} MiB to ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB\n`,
    );
  });
});
