import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Request, Response } from 'express';
import { apiRoutes } from '@cannabis-reports/contracts';
import { behindFunctionsRuntime } from '../testing/functions-runtime';
import { createApp } from './app';
import { BODY_LIMIT_BYTES, bodyTooLarge, limitBody } from './middleware/body-limit';

/** The app as Cloud Functions serves it: behind a runtime that has read and parsed every body first. */
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = behindFunctionsRuntime(createApp()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const tooLarge = { error: 'Request body is too large', code: 'body_too_large' };
const KIB = 1024;
/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes - '{"padding":""}'.length) });
const post = (path: string, body: string | ReadableStream, contentType = 'application/json') =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

// Routes that need a credential answer 401 before any work, so a body that got past the limit
// shows as that 401 instead of reaching a service.
const signedInPaths = Object.values(apiRoutes)
  .filter((route) => route.auth !== 'none')
  .map((route) => `/api${route.path.replace(/:(\w+)/g, 'some-$1')}`);

describe('body limit behind the Functions runtime', () => {
  it.each([20 * KIB, 64 * KIB, 1024 * KIB, 3 * 1024 * KIB])('refuses a %i-byte JSON body with 413', async (bytes) => {
    const response = await post('/api/users/lookup', jsonOf(bytes));
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(tooLarge);
  });

  it.each([...signedInPaths, '/api/health', '/api/no-such-route'])('refuses a 20 KiB body to %s', async (path) => {
    const response = await post(path, jsonOf(20 * KIB));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])(
    'refuses a large %s body as well',
    async (contentType) => {
      const response = await post('/api/users/lookup', `a=${'x'.repeat(64 * KIB)}`, contentType);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    },
  );

  it('refuses a large chunked body, which declares no length', async () => {
    const chunk = new TextEncoder().encode(jsonOf(32 * KIB));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/api/users/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('lets a body of the limit through to the route', async () => {
    const response = await post('/api/users/lookup', jsonOf(BODY_LIMIT_BYTES));
    expect(response.status).toBe(401);
  });
});

describe('headers behind the Functions runtime', () => {
  it("do not advertise Express, though the emulator's runtime is an Express app that does", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('limitBody', () => {
  const run = (headers: Record<string, string>, rawBody?: Buffer) => {
    const req = { get: (name: string) => headers[name], rawBody } as unknown as Request;
    const next = jest.fn();
    const outcome = () => limitBody(8)(req, {} as Response, next);
    return { outcome, next };
  };

  it('refuses by the declared length before anything has read the body', () => {
    expect(run({ 'content-length': '9' }).outcome).toThrow(bodyTooLarge());
  });

  it('refuses by the bytes the runtime read when no length was declared', () => {
    expect(run({}, Buffer.alloc(9)).outcome).toThrow(bodyTooLarge());
  });

  it('passes a body of the limit on', () => {
    const { outcome, next } = run({ 'content-length': '8' }, Buffer.alloc(8));
    outcome();
    expect(next).toHaveBeenCalledWith();
  });
});
