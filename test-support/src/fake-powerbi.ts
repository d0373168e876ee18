/**
 * A local stand-in for Azure AD's token endpoint and the two Power BI REST calls the
 * product makes, so the Power BI code path runs offline: msal-node is given the authority's
 * metadata (POWERBI_AUTHORITY_METADATA), so it never tries Microsoft's instance discovery.
 * It counts each call, records every request it sees, and can be told to fail or to
 * issue short-lived embed tokens.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TENANT = 'fake-tenant';
export const FAKE_WORKSPACE = '00000000-0000-4000-8000-000000000000';
export const FAKE_REPORT = '11111111-1111-4111-8111-111111111111';
/** The fake report's id in the product's catalogue. */
export const FAKE_REPORT_ENTRY = `powerbi-${FAKE_REPORT}`;
export const FAKE_REPORT_LABEL = 'Sales dashboard (Power BI)';

export interface FakePowerBi {
  /** Settings for the functions' POWERBI_* params pointing at this fake. */
  env: Record<string, string>;
  counts: { aadToken: number; getReport: number; generateToken: number };
  requests: Array<{
    method: string;
    path: string;
    host: string | undefined;
    authorization: string | undefined;
    body: string;
  }>;
  /** Lifetime of the embed tokens it issues from now on. */
  embedTokenLifetimeMs: number;
  /** When set, GenerateToken answers this status. */
  failGenerateTokenWith: number | undefined;
  reset(): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

export async function startFakePowerBi(): Promise<FakePowerBi> {
  let server: Server | undefined = undefined;
  const fake: FakePowerBi = {
    env: {},
    counts: { aadToken: 0, getReport: 0, generateToken: 0 },
    requests: [],
    embedTokenLifetimeMs: 60 * 60 * 1000,
    failGenerateTokenWith: undefined,
    reset() {
      fake.counts = { aadToken: 0, getReport: 0, generateToken: 0 };
      fake.requests.length = 0;
      fake.embedTokenLifetimeMs = 60 * 60 * 1000;
      fake.failGenerateTokenWith = undefined;
    },
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };

  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    fake.requests.push({
      method: req.method ?? '',
      path,
      host: req.headers.host,
      authorization: req.headers.authorization,
      body,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const reportPath = `/v1.0/myorg/groups/${FAKE_WORKSPACE}/reports/${FAKE_REPORT}`;
    if (req.method === 'POST' && path === `/${FAKE_TENANT}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 'fake-client-secret') {
        return json(401, { error: 'invalid_client' });
      }
      fake.counts.aadToken++;
      return json(200, {
        token_type: 'Bearer',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: `aad-token-${fake.counts.aadToken}`,
      });
    }
    if (!req.headers.authorization?.startsWith('Bearer aad-token-'))
      return json(403, { error: { code: 'TokenExpired' } });
    if (req.method === 'GET' && path === reportPath) {
      fake.counts.getReport++;
      return json(200, {
        id: FAKE_REPORT,
        name: 'Market overview',
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${FAKE_REPORT}&groupId=${FAKE_WORKSPACE}`,
        datasetId: 'ds-2222',
      });
    }
    if (req.method === 'POST' && path === `${reportPath}/GenerateToken`) {
      if (fake.failGenerateTokenWith)
        return json(fake.failGenerateTokenWith, { error: { code: 'ServiceUnavailable' } });
      fake.counts.generateToken++;
      // As Power BI does, lifetimeInMinutes shortens the token's life but cannot extend it (0 is ignored).
      const asked = Number((JSON.parse(body || '{}') as { lifetimeInMinutes?: number }).lifetimeInMinutes ?? 0);
      const lifetimeMs = asked > 0 ? Math.min(asked * 60_000, fake.embedTokenLifetimeMs) : fake.embedTokenLifetimeMs;
      return json(200, {
        token: `embed-token-${fake.counts.generateToken}`,
        tokenId: `token-id-${fake.counts.generateToken}`,
        expiration: new Date(Date.now() + lifetimeMs).toISOString(),
      });
    }
    return json(404, { error: { code: 'NotFound', path } });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    POWERBI_TENANT_ID: FAKE_TENANT,
    POWERBI_CLIENT_ID: 'fake-client-id',
    POWERBI_CLIENT_SECRET: 'fake-client-secret',
    POWERBI_REPORTS: JSON.stringify([{ label: FAKE_REPORT_LABEL, workspaceId: FAKE_WORKSPACE, reportId: FAKE_REPORT }]),
    // msal-node accepts only https authorities; the metadata sends its one call to http.
    POWERBI_AUTHORITY_HOST: `https://${origin}`,
    POWERBI_AUTHORITY_METADATA: JSON.stringify({
      token_endpoint: `http://${origin}/${FAKE_TENANT}/oauth2/v2.0/token`,
      authorization_endpoint: `http://${origin}/${FAKE_TENANT}/oauth2/v2.0/authorize`,
      issuer: `https://${origin}/${FAKE_TENANT}/v2.0`,
      jwks_uri: `http://${origin}/${FAKE_TENANT}/discovery/v2.0/keys`,
    }),
    POWERBI_API_BASE_URL: `http://${origin}/v1.0/myorg`,
  };
  return fake;
}
