import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { endpoints } from '@cannabis-reports/contracts';
import express, { Router, type RequestHandler } from 'express';
import { checkIdToken } from '../services/accounts/id-tokens';
import { errorHandler } from './middleware/error-handler';
import { requireAuth } from './middleware/require-auth';
import { route } from './route';

jest.mock('../services/accounts/id-tokens');

/** A router of two table routes, served over real HTTP; the middleware records that it ran. */
let server: Server;
let baseUrl: string;
const ran: string[] = [];
const recordRun: RequestHandler = (_req, _res, next) => {
  ran.push('middleware');
  next();
};

beforeAll(async () => {
  const router = Router();
  route(router, endpoints.verifyEmail, [recordRun], ({ body }) => ({ success: body.token === 'yes' }));
  route(router, endpoints.nextBillingDate, [requireAuth, recordRun], ({ params }) => ({
    success: true,
    nextBillingDate: { seconds: params.id.length },
  }));
  server = express().use(express.json()).use(router).use(errorHandler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  ran.splice(0);
  jest.mocked(checkIdToken).mockResolvedValue({ ok: true, user: { uid: 'u1', email: 'a@example.com', authTime: 0 } });
});

const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: 'Bearer token' } });

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('route', () => {
  it("answers the handler's answer, from the parsed body", async () => {
    const response = await post('/users/verify-email', { token: 'yes' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(ran).toEqual(['middleware']);
  });

  it("refuses a body outside the table's schema with 400, after the middleware", async () => {
    const response = await post('/users/verify-email', ['a list']);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
    expect(ran).toEqual(['middleware']);
  });

  it('parses each path parameter with its own schema, naming no field', async () => {
    expect(await (await get('/users/next-billing-date/sub_123')).json()).toEqual({
      success: true,
      nextBillingDate: { seconds: 7 },
    });
    const refused = await get('/users/next-billing-date/in_123');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Invalid request: must be a subscription id',
      code: 'invalid_request',
    });
  });

  it('will not register a route without the credential check its table entry names', () => {
    expect(() => route(Router(), endpoints.invoices, [recordRun], () => ({ invoices: [], hasMore: false }))).toThrow(
      'GET /billing/invoices takes id-token but does not check it',
    );
  });
});
