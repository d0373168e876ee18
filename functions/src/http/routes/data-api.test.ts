/**
 * The data API's routes that need no stored data: its OpenAPI document, and the refusals of
 * keys that are missing or malformed, which are decided before any key is read. Every answer
 * is checked against the document.
 */
import { answerProblems, openApiDocument } from '../../testing/openapi-validator';
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
    ]);
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
});
