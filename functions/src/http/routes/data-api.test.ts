/**
 * The data API's routes that need no stored data: its OpenAPI document, and the refusals of
 * keys that are missing or malformed, which are decided before any key is read. Every answer
 * is checked against the document.
 */
import { answerProblems, openApiDocument } from '../../testing/openapi-validator';
import { MARKET_EVENTS } from '@cannabis-reports/datasets';
import { serveApp } from '../../testing/serve-app';

const served = serveApp();

async function get(path: string, authorization?: string) {
  const response = await fetch(`${served.baseUrl}${path}`, { headers: authorization ? { authorization } : {} });
  const body = await response.text();
  expect(answerProblems('GET', path, response.status, response.headers.get('content-type'), body)).toEqual([]);
  return { response, body };
}

describe('data API without stored data', () => {
  it('serves the OpenAPI 3.1 document generated from the contracts, public and cacheable', async () => {
    const { response, body } = await get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const document = JSON.parse(body) as typeof openApiDocument;
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual([
      '/v1/openapi.json',
      '/v1/datasets',
      '/v1/datasets/{datasetId}/rows',
      '/v1/reports',
      '/v1/reports/{reportId}',
      '/v1/annotations',
    ]);
  });

  it("says the currency of every money figure: a dataset's money, its rows' and each report figure's unit", async () => {
    const document = JSON.parse((await get('/api/v1/openapi.json')).body) as {
      paths: Record<string, { get: { parameters: Array<{ name: string; description?: string }>; responses: never } }>;
    };
    const answer = (path: string) =>
      (document.paths[path].get.responses as Record<string, { content: Record<string, { schema: Schema }> }>)['200']
        .content['application/json'].schema;
    type Schema = { properties?: Record<string, Schema>; items?: Schema; description?: string; [key: string]: unknown };
    const moneyOf = (schema: Schema | undefined) => {
      expect(schema?.description).toMatch(/USD \(US dollars\) or CAD \(Canadian dollars/);
      expect(JSON.stringify(schema)).toContain('["USD","CAD"]');
    };
    moneyOf(answer('/v1/datasets').properties?.datasets.items?.properties?.money);
    moneyOf(answer('/v1/datasets/{datasetId}/rows').properties?.money);
    expect(answer('/v1/datasets/{datasetId}/rows').properties?.units?.description).toMatch(/Canadian dollars/);
    // Every figure of a report carries its unit: 'cad' Canadian dollars, 'usd' US dollars (converted at a named rate).
    const units = JSON.stringify(answer('/v1/reports/{reportId}')).match(/"description":"The figures' unit[^"]*"/g);
    expect(units?.length).toBeGreaterThan(0);
    expect(units?.[0]).toMatch(
      /'cad' whole Canadian dollars.*'usd' whole US dollars|'usd' whole US dollars.*'cad' whole Canadian dollars/,
    );
    const state = document.paths['/v1/datasets/{datasetId}/rows'].get.parameters.find((one) => one.name === 'state');
    expect(state?.description).toMatch(/CAN for Canada/);
  });

  it.each([
    ['no key', undefined],
    ['a token that is not a key', 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig'],
    ['a key one character short', `Bearer crk_abcdefghijkl_${'a'.repeat(42)}`],
    ['another scheme', `Basic crk_abcdefghijkl_${'a'.repeat(43)}`],
  ])('refuses %s with 401 api_key_invalid', async (_name, authorization) => {
    for (const path of ['/api/v1/datasets', '/api/v1/datasets/or-sales/rows', '/api/v1/reports/prices?format=csv']) {
      const { response, body } = await get(path, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(JSON.parse(body)).toMatchObject({ code: 'api_key_invalid' });
    }
  });

  it("answers the markets' dated events without a key, every one or one market's, as JSON or CSV, with their sources", async () => {
    const all = JSON.parse((await get('/api/v1/annotations')).body) as { annotations: typeof MARKET_EVENTS };
    expect(all.annotations).toEqual(JSON.parse(JSON.stringify(MARKET_EVENTS)));
    const { response, body } = await get('/api/v1/annotations?state=MD');
    expect(response.status).toBe(200);
    const maryland = (JSON.parse(body) as { annotations: typeof MARKET_EVENTS }).annotations;
    expect(maryland.map((event) => event.from)).toEqual(['2023-07', '2025-08']);
    expect(maryland.every((event) => event.market === 'MD' && event.sourceUrl.startsWith('https://'))).toBe(true);
    const csv = await get('/api/v1/annotations?state=MD&format=csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('market,from,to,kind,label,text,sourceUrl,dataset');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^MD,2025-08,,report-change,New customer labels,.*,https:\/\/cannabis\.maryland\.gov\//);
    expect((await get('/api/v1/annotations?state=Maryland')).response.status).toBe(400);
  });
});
