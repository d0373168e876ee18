/**
 * The server through an MCP client, against a local HTTP stand-in of the data API that answers
 * from the tables below and records what it was asked: the tools listed, the key and filters
 * passed on, every row and figure answered with its period, source and 'data as of', and a
 * refusal of the API answered as a tool error with its code.
 */
import type { DatasetCatalogAnswer, DatasetRowsAnswer, ReportData } from '@cannabis-reports/contracts';
import assert from 'node:assert/strict';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { connectedClient } from './test-client';
import { ROWS_PER_READ } from './tools';

const KEY = 'crk_test_secret';

const dataset = {
  id: 'ct-weekly-sales',
  title: 'Cannabis Retail Sales by Week Ending',
  publisher: 'Connecticut Department of Consumer Protection',
  sourceUrl: 'https://data.ct.gov/example',
  licence: 'Public domain',
  periodFrom: '2023-01-14',
  periodTo: '2025-06-07',
  periodKind: 'week',
  cadence: 'Weekly',
  sample: false,
  markets: [{ state: 'CT', periodFrom: '2023-01-14', periodTo: '2025-06-07' }],
  money: 'USD',
  units: 'USD',
  lastChecked: null,
  lastChanged: null,
  expectedChangeDays: null,
  overdue: false,
  currency: { status: 'current' },
  arrives: { kind: 'fetched' },
} as unknown as DatasetCatalogAnswer['datasets'][number];

const catalogue: DatasetCatalogAnswer = {
  datasets: [dataset],
  markets: [{ state: 'CT', periodFrom: '2023-01', periodTo: '2025-05' }],
};

const rowsOf = (periods: string[]): DatasetRowsAnswer => ({
  dataset: dataset.id,
  version: 'v2',
  money: 'USD',
  units: 'USD',
  total: periods.length,
  columns: ['period', 'state', 'sales'],
  rows: periods.map((period, index) => ({ period, state: 'CT', sales: 1000 + index })),
  nextCursor: null,
});

const report: ReportData = {
  reportId: 'connecticut-weekly',
  title: 'Connecticut weekly',
  description: '',
  sample: false,
  dataAsOf: '2025-05',
  sources: [
    {
      title: dataset.title,
      publisher: dataset.publisher,
      sourceUrl: dataset.sourceUrl,
      licence: 'Public domain',
      periodFrom: '2023-01',
      periodTo: '2025-05',
      sample: false,
    },
  ] as unknown as ReportData['sources'],
  filters: [{ kind: 'month-range', from: '2025-01', to: '2025-05', min: '2023-01', max: '2025-05' }],
  sections: [
    {
      kind: 'line-chart',
      title: 'Monthly sales',
      unit: 'usd',
      x: ['2025-04', '2025-05'],
      series: [{ label: 'Adult-use', values: [11, 12] }],
    },
    {
      kind: 'table',
      title: 'Top products',
      columns: [{ label: 'Product' }, { label: 'Sales', unit: 'usd' }],
      rows: [['Flower', 7]],
    },
  ],
  notes: [],
};

const event = {
  market: 'MD',
  from: '2025-08',
  kind: 'labels',
  label: 'Customer labels changed',
  text: 'Maryland renamed its customer types.',
  sourceUrl: 'https://cannabis.maryland.gov/example',
};

const forecast = {
  x: ['2025-06', '2025-07'],
  mean: [100, 110],
  lo80: [90, 95],
  hi80: [110, 125],
  lo95: [80, 85],
  hi95: [120, 135],
  calibratedFrom: [24, 24],
  from: '2020-01',
  through: '2025-05',
  record: {
    origins: 24,
    comparisons: 120,
    mape: 4.2,
    coverage80: 0.7,
    coverage95: 0.9,
    modelCoverage80: 0.6,
    modelCoverage95: 0.8,
    calibrated: 60,
  },
  undercovers: true,
};

/** The markets report of one market: its total's chart with a forecast (OR) or a note saying why none (AK). */
const marketsReport = (state: string): ReportData => ({
  ...report,
  reportId: 'markets',
  title: 'Markets',
  sections: [
    {
      kind: 'line-chart',
      title: 'Monthly sales',
      unit: 'usd',
      x: ['2025-04', '2025-05'],
      series: [{ label: 'Total', values: [95, 99] }],
      notes: [
        'What the total covers: all sales.',
        state === 'OR'
          ? 'Forecast (the shaded band after May 2025): a forecast, not a published figure.'
          : 'No forecast: too short a history.',
      ],
      ...(state === 'OR' ? { forecast } : {}),
    },
  ],
});

let standIn: Server;
let apiBase: string;
const asked: URL[] = [];

before(async () => {
  standIn = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    asked.push(url);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${KEY}`)
      return answer(401, { error: 'This API key is not valid', code: 'api_key_invalid' });
    if (url.pathname === '/api/v1/datasets') return answer(200, catalogue);
    if (url.pathname === '/api/v1/datasets/ct-weekly-sales/rows')
      return answer(200, rowsOf(url.searchParams.get('asOf') ? ['2025-05-24', '2025-05-31'] : ['2025-06-07']));
    if (url.pathname === '/api/v1/reports/connecticut-weekly')
      return answer(
        200,
        url.searchParams.get('asOf')
          ? { ...report, asOf: { date: url.searchParams.get('asOf'), publishedAt: '2025-06-02T00:00:00.000Z' } }
          : report,
      );
    if (url.pathname === '/api/v1/annotations')
      return answer(200, { annotations: url.searchParams.get('state') === 'CO' ? [] : [event] });
    if (url.pathname === '/api/v1/reports/markets') {
      const market = marketsReport(url.searchParams.get('state') ?? '');
      const asOf = url.searchParams.get('asOf');
      return answer(200, asOf ? { ...market, asOf: { date: asOf, publishedAt: '2025-06-02T00:00:00.000Z' } } : market);
    }
    return answer(404, { error: 'Not found', code: 'not_found' });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/api`;
});

after(() => standIn.close());

const askedFor = (pathname: string) => asked.filter((url) => url.pathname === pathname);

describe('the MCP server', () => {
  it('offers its read-only tools to the client', async () => {
    const { client, close } = await connectedClient({ apiBase, apiKey: KEY });
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'list_datasets',
      'list_markets',
      'list_reports',
      'read_annotations',
      'read_forecast',
      'read_rows',
      'report_figures',
    ]);
    assert.ok(tools.every((tool) => tool.annotations?.readOnlyHint === true));
    const rows = tools.find((tool) => tool.name === 'read_rows');
    assert.deepEqual(rows?.inputSchema.required, ['datasetId']);
    await close();
  });

  it("lists the markets with their names, 'data as of' and datasets, reading the catalogue once for several tools", async () => {
    const { call, close } = await connectedClient({ apiBase, apiKey: KEY });
    const before = askedFor('/api/v1/datasets').length;
    const { body } = await call<{ markets: unknown[] }>('list_markets');
    assert.deepEqual(body.markets, [
      { code: 'CT', name: 'Connecticut', periodFrom: '2023-01', dataAsOf: '2025-05', datasets: ['ct-weekly-sales'] },
    ]);
    await call('read_rows', { datasetId: 'ct-weekly-sales' });
    assert.equal(askedFor('/api/v1/datasets').length - before, 1);
    await close();
  });

  it("reads rows with the filters passed on and each row's period, source and 'data as of'", async () => {
    const { call, close } = await connectedClient({ apiBase, apiKey: KEY });
    const current = await call<{ rows: Array<Record<string, unknown>>; total: number }>('read_rows', {
      datasetId: 'ct-weekly-sales',
      state: 'CT',
      from: '2025-06',
    });
    const query = askedFor('/api/v1/datasets/ct-weekly-sales/rows').at(-1)?.searchParams;
    assert.equal(query?.get('state'), 'CT');
    assert.equal(query?.get('from'), '2025-06');
    assert.equal(query?.get('limit'), String(ROWS_PER_READ));
    assert.deepEqual(current.body.rows, [
      {
        period: '2025-06-07',
        source: `${dataset.publisher}, ${dataset.title} <${dataset.sourceUrl}>`,
        dataAsOf: '2025-06-07',
        fields: { period: '2025-06-07', state: 'CT', sales: 1000 },
      },
    ]);

    const old = await call<{ rows: Array<Record<string, unknown>> }>('read_rows', {
      datasetId: 'ct-weekly-sales',
      asOf: '2025-06-01',
      limit: 2,
    });
    assert.equal(askedFor('/api/v1/datasets/ct-weekly-sales/rows').at(-1)?.searchParams.get('limit'), '2');
    // The catalogue describes today's version: an old view's 'data as of' is its own newest row.
    assert.deepEqual(
      old.body.rows.map(({ period, dataAsOf, asOf }) => [period, dataAsOf, asOf]),
      [
        ['2025-05-24', '2025-05-31', '2025-06-01'],
        ['2025-05-31', '2025-05-31', '2025-06-01'],
      ],
    );
    await close();
  });

  it("answers a report's figures narrowed to one period, each with its provenance, and an old view's day", async () => {
    const { call, close } = await connectedClient({ apiBase, apiKey: KEY });
    const { body } = await call<{ figures: Array<Record<string, unknown>>; total: number }>('report_figures', {
      reportId: 'connecticut-weekly',
      state: 'CT',
      period: '2025-05',
    });
    assert.equal(askedFor('/api/v1/reports/connecticut-weekly').at(-1)?.searchParams.get('state'), 'CT');
    assert.deepEqual(body.figures, [
      {
        section: 'Monthly sales',
        series: 'Adult-use',
        category: '2025-05',
        value: 12,
        unit: 'usd',
        flag: null,
        period: '2025-05',
        source: `${dataset.publisher}, ${dataset.title} <${dataset.sourceUrl}>`,
        dataAsOf: '2025-05',
      },
    ]);
    const table = await call<{ figures: Array<Record<string, unknown>> }>('report_figures', {
      reportId: 'connecticut-weekly',
      section: 'top',
      asOf: '2025-06-01',
    });
    assert.deepEqual(
      table.body.figures.map(({ category, value, period, asOf }) => [category, value, period, asOf]),
      [['Flower', 7, '2025-01 to 2025-05', '2025-06-01']],
    );
    await close();
  });

  it("reads a market's dated events with each one's period and source", async () => {
    const { call, close } = await connectedClient({ apiBase, apiKey: KEY });
    const { body } = await call<{ annotations: unknown[] }>('read_annotations', { state: 'MD' });
    assert.equal(askedFor('/api/v1/annotations').at(-1)?.searchParams.get('state'), 'MD');
    assert.deepEqual(body.annotations, [{ ...event, period: '2025-08', source: event.sourceUrl }]);
    await close();
  });

  it("answers a market's forecast month by month as a forecast, with its record, its words and an old view's day", async () => {
    const { call, close } = await connectedClient({ apiBase, apiKey: KEY });
    const { body } = await call<Record<string, unknown>>('read_forecast', { state: 'OR', asOf: '2025-06-01' });
    const query = askedFor('/api/v1/reports/markets').at(-1)?.searchParams;
    assert.equal(query?.get('state'), 'OR');
    assert.equal(query?.get('asOf'), '2025-06-01');
    assert.deepEqual(body.madeFrom, { from: '2020-01', through: '2025-05' });
    assert.deepEqual(body.months, [
      {
        period: '2025-06',
        kind: 'forecast, not a published figure',
        mean: 100,
        lo80: 90,
        hi80: 110,
        lo95: 80,
        hi95: 120,
        intervalsSetFromEarlierForecasts: 24,
      },
      {
        period: '2025-07',
        kind: 'forecast, not a published figure',
        mean: 110,
        lo80: 95,
        hi80: 125,
        lo95: 85,
        hi95: 135,
        intervalsSetFromEarlierForecasts: 24,
      },
    ]);
    assert.deepEqual(body.record, forecast.record);
    assert.equal(body.undercovers, true);
    assert.equal(body.asOf, '2025-06-01');
    assert.equal(body.source, `${dataset.publisher}, ${dataset.title} <${dataset.sourceUrl}>`);
    assert.deepEqual(body.notes, ['Forecast (the shaded band after May 2025): a forecast, not a published figure.']);

    const none = await call<Record<string, unknown>>('read_forecast', { state: 'AK' });
    assert.equal(none.body.forecast, null);
    assert.deepEqual(none.body.notes, ['No forecast: too short a history.']);
    assert.equal(none.body.months, undefined);
    await close();
  });

  it("answers the API's refusal and an unreachable API as tool errors with a code, and an input the API would refuse without asking it", async () => {
    const refused = await connectedClient({ apiBase, apiKey: 'crk_revoked' });
    assert.deepEqual(await refused.call('list_datasets'), {
      isError: true,
      body: { code: 'api_key_invalid', error: 'This API key is not valid' },
    });
    await refused.close();

    const nowhere = await connectedClient({ apiBase: 'http://127.0.0.1:9/api', apiKey: KEY });
    const unreachable = await nowhere.call<{ code: string; error: string }>('list_reports');
    assert.equal(unreachable.isError, true);
    assert.equal(unreachable.body.code, 'api_unreachable');
    assert.match(unreachable.body.error, /^Could not reach http:\/\/127\.0\.0\.1:9\/api: /);
    await nowhere.close();

    const { client, close } = await connectedClient({ apiBase, apiKey: KEY });
    const before = asked.length;
    const bad = await client.callTool({ name: 'read_rows', arguments: { datasetId: 'ct-weekly-sales', from: 'June' } });
    assert.equal(bad.isError, true);
    assert.match(JSON.stringify(bad.content), /must be a month/);
    assert.equal(asked.length, before);
    await close();
  });
});
