import { serveApp } from '../testing/serve-app';

/** The app served on its own, as the Functions runtime would, over real HTTP. */
const served = serveApp();

describe('api app', () => {
  it('answers the health route', async () => {
    const response = await fetch(`${served.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404 in the one error shape', async () => {
    const response = await fetch(`${served.baseUrl}/api/does-not-exist`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'No route for POST /api/does-not-exist', code: 'not_found' });
  });

  it('answers a path that is not valid URL encoding with 400', async () => {
    const response = await fetch(`${served.baseUrl}/api/users/%zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The request path is not valid URL encoding',
      code: 'invalid_request',
    });
  });

  it.each(['{"unterminated": ', '{"a":1}}', '\u0000', '{"a": NaN}'])(
    'answers malformed JSON (%j) with 400 and the error body alone: no stack trace, no server path',
    async (body) => {
      const response = await fetch(`${served.baseUrl}/api/users/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe('{"error":"Request body is not valid JSON","code":"invalid_json"}');
    },
  );

  it('refuses oversized bodies with 413', async () => {
    const response = await fetch(`${served.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(64 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  it('does not advertise Express', async () => {
    const response = await fetch(`${served.baseUrl}/api/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('tells every cache to keep no answer, refusals and body errors included', async () => {
    const answers = await Promise.all([
      fetch(`${served.baseUrl}/api/users/someone`),
      fetch(`${served.baseUrl}/api/does-not-exist`),
      fetch(`${served.baseUrl}/api/health`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ]);
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(['no-store', 'no-store', 'no-store']);
  });

  it("lets the demo frame's opaque origin read the demo report (a bearer token, no cookie), and only the demo", async () => {
    const preflight = await fetch(`${served.baseUrl}/api/reports/demo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    // Refusals too, so the frame can read their code.
    const demo = await fetch(`${served.baseUrl}/api/reports/demo`, { headers: { origin: 'null' } });
    expect(demo.status).toBe(401);
    expect(demo.headers.get('access-control-allow-origin')).toBe('*');
    const paid = await fetch(`${served.baseUrl}/api/reports/market-overview`, { headers: { origin: 'null' } });
    expect(paid.status).toBe(401);
    expect(paid.headers.get('access-control-allow-origin')).toBeNull();
    const paidPreflight = await fetch(`${served.baseUrl}/api/reports/market-overview`, { method: 'OPTIONS' });
    expect(paidPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
