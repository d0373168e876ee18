import type { NextFunction, Request, Response } from 'express';
import { securityEvent } from '../../logs';
import { checkIdToken } from '../../services/accounts/id-tokens';
import { DAY_MS, MemoryCounters, MINUTE_MS, rateLimit } from './rate-limit';
import { requireAuth } from './require-auth';

jest.mock('../../logs', () => ({
  ...jest.requireActual('../../logs'),
  securityEvent: jest.fn(),
}));
jest.mock('../../services/accounts/id-tokens');

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('MemoryCounters', () => {
  it('allows `limit` requests per key in a window, then refuses until the window ends', () => {
    const counters = new MemoryCounters();
    const start = 60_000_000;
    expect([1, 2, 3].map(() => counters.take('key', 3, MINUTE_MS, start))).toEqual([true, true, true]);
    expect(counters.take('key', 3, MINUTE_MS, start + 59_999)).toBe(false);
    expect(counters.take('key', 3, MINUTE_MS, start + 60_000)).toBe(true);
  });

  it('counts each key on its own', () => {
    const counters = new MemoryCounters();
    expect(counters.take('a', 1, MINUTE_MS, 0)).toBe(true);
    expect(counters.take('a', 1, MINUTE_MS, 0)).toBe(false);
    expect(counters.take('b', 1, MINUTE_MS, 0)).toBe(true);
  });

  it('refuses new keys once its window is full, so a flood cannot open a way around the limit', () => {
    const counters = new MemoryCounters(100);
    const now = 180_000_000;
    expect(counters.take('counted', 5, MINUTE_MS, now)).toBe(true);
    for (let index = 0; index < 99; index++) expect(counters.take(`flood-${index}`, 5, MINUTE_MS, now)).toBe(true);
    expect(counters.take('attacker-fresh-key', 5, MINUTE_MS, now)).toBe(false);
    // Keys already counted keep their own count; the next window starts empty.
    expect(counters.take('counted', 5, MINUTE_MS, now)).toBe(true);
    expect(counters.take('attacker-fresh-key', 5, MINUTE_MS, now + MINUTE_MS)).toBe(true);
  });

  it('keeps a counted key refused while a flood of new keys arrives', () => {
    const counters = new MemoryCounters(100);
    const now = 120_000_000;
    expect(counters.take('victim-of-limit', 2, MINUTE_MS, now)).toBe(true);
    expect(counters.take('victim-of-limit', 2, MINUTE_MS, now)).toBe(true);
    for (let index = 0; index < 1_000; index++) counters.take(`flood-${index}`, 2, MINUTE_MS, now + 1);
    expect(counters.take('victim-of-limit', 2, MINUTE_MS, now + 2)).toBe(false);
    expect(counters.size()).toBeLessThanOrEqual(100);
  });

  it('drops a finished window whole, so memory stays bounded', () => {
    const counters = new MemoryCounters(100);
    for (let index = 0; index < 100; index++) counters.take(`old-${index}`, 5, MINUTE_MS, 0);
    counters.take('new', 5, MINUTE_MS, MINUTE_MS);
    expect(counters.size()).toBe(1);
  });

  it('keeps windows of different lengths apart', () => {
    const counters = new MemoryCounters();
    expect(counters.take('k', 1, DAY_MS, 0)).toBe(true);
    expect(counters.take('k', 1, MINUTE_MS, MINUTE_MS * 5)).toBe(true);
    expect(counters.take('k', 1, DAY_MS, MINUTE_MS * 5)).toBe(false);
  });
});

/** A request as Express hands it over: method, path, headers and the socket's address. */
const request = (headers: Record<string, string>) =>
  ({
    method: 'GET',
    path: '/api/users/u1',
    get: (name: string) => headers[name.toLowerCase()],
    socket: { remoteAddress: '10.0.0.1' },
  }) as unknown as Request;

/** 'next', or the refusal's status and code. */
async function outcome(handler: ReturnType<typeof rateLimit>, req: Request): Promise<string> {
  const res = { set: jest.fn() } as unknown as Response;
  try {
    await handler(req, res, (() => undefined) as NextFunction);
    return 'next';
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as { code: string }).code}`;
  }
}

/** A caller at `address`: the one entry Google's front end appends (client-address.ts). */
const fromAddress = (address: string, more: Record<string, string> = {}) =>
  request({ 'x-forwarded-for': address, ...more });

describe('rateLimit', () => {
  // A deployed instance with Hosting's edge set (these tests do not run in the emulator).
  beforeEach(() => (process.env.HOSTING_EDGE_RANGES = '203.0.113.0/24'));
  afterEach(() => delete process.env.HOSTING_EDGE_RANGES);

  it('gives each in-memory limiter its own keys: a flood of one fails closed and leaves the other counting', async () => {
    const flooded = rateLimit({
      name: 'flooded',
      store: 'memory',
      rules: [{ per: 'address', limit: 5 }],
      maxKeysPerWindow: 50,
    });
    const other = rateLimit({
      name: 'other',
      store: 'memory',
      rules: [{ per: 'address', limit: 1 }],
      maxKeysPerWindow: 50,
    });
    // Both bursts in one minute window: the clock stands still at its start (waiting for a
    // fresh window with a real clock could outlast jest's 5 s timeout).
    jest.spyOn(Date, 'now').mockReturnValue(30 * MINUTE_MS);
    for (let index = 0; index < 50; index++) await outcome(flooded, fromAddress(`198.51.100.${index + 1}`));
    expect(await outcome(flooded, fromAddress('192.0.2.77'))).toBe('429 rate_limited');
    expect(await outcome(other, fromAddress('192.0.2.77'))).toBe('next');
    expect(await outcome(other, fromAddress('192.0.2.77'))).toBe('429 rate_limited');
  });

  it("counts a caller of the function's own URL apart from Hosting's visitor of the same address", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(30 * MINUTE_MS);
    const limited = rateLimit({ name: 'apart', store: 'memory', rules: [{ per: 'address', limit: 1 }] });
    const viaHosting = (forged: string) => request({ 'x-forwarded-for': `${forged}, 198.51.100.5, 203.0.113.9` });
    expect(await outcome(limited, viaHosting('10.0.0.1'))).toBe('next');
    expect(await outcome(limited, viaHosting('10.0.0.2'))).toBe('429 rate_limited');
    // The same address calling the function URL directly: its own count, forged entries or not.
    expect(await outcome(limited, fromAddress('198.51.100.5'))).toBe('next');
    expect(await outcome(limited, request({ 'x-forwarded-for': '10.0.0.3, 203.0.113.9, 198.51.100.5' }))).toBe(
      '429 rate_limited',
    );
  });

  it("deployed with Hosting's edge unset, counts nobody per address but still per user, and says so in the logs", async () => {
    delete process.env.HOSTING_EDGE_RANGES;
    jest.spyOn(Date, 'now').mockReturnValue(40 * MINUTE_MS);
    jest
      .mocked(checkIdToken)
      .mockResolvedValue({ ok: true, user: { uid: 'u9', email: 'u9@example.com', authTime: 0 } });
    const limited = rateLimit({
      name: 'edge-unset',
      store: 'memory',
      rules: [
        { per: 'user', limit: 2 },
        { per: 'address', limit: 1 },
      ],
    });
    const signUps = rateLimit({ name: 'edge-unset-address', store: 'memory', rules: [{ per: 'address', limit: 1 }] });
    // Every visitor arrives as the edge that carried it: one of them must not spend the others' budget.
    const throughEdge = (visitor: string) => request({ 'x-forwarded-for': `${visitor}, 203.0.113.9` });
    for (const visitor of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(await outcome(signUps, throughEdge(visitor))).toBe('next');
    }
    const signedIn = async () => {
      const req = request({ authorization: 'Bearer t', 'x-forwarded-for': '198.51.100.4, 203.0.113.9' });
      await requireAuth(req, {} as Response, (() => undefined) as NextFunction);
      return req;
    };
    expect(await outcome(limited, await signedIn())).toBe('next');
    expect(await outcome(limited, await signedIn())).toBe('next');
    expect(await outcome(limited, await signedIn())).toBe('429 rate_limited');
    const notices = jest.mocked(securityEvent).mock.calls.filter(([event]) => event === 'hosting_edge_unset');
    expect(notices).toEqual([
      ['hosting_edge_unset', expect.objectContaining({ clientAddress: '203.0.113.9', perAddressLimits: 'off' })],
    ]);
  });

  it("logs a refusal as a security event with the limit, what it counts per and the client's address, never the token", async () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.secret-payload.signature-value';
    // Both requests in one minute window, whatever the real clock says.
    jest.spyOn(Date, 'now').mockReturnValue(30 * MINUTE_MS);
    jest
      .mocked(checkIdToken)
      .mockResolvedValue({ ok: true, user: { uid: 'u1', email: 'reader@example.com', authTime: 0 } });
    const limited = rateLimit({ name: 'user-read-test', store: 'memory', rules: [{ per: 'user', limit: 1 }] });
    const signedIn = async () => {
      const req = fromAddress('198.51.100.23', { authorization: `Bearer ${token}` });
      await requireAuth(req, {} as Response, (() => undefined) as NextFunction);
      return req;
    };
    expect(await outcome(limited, await signedIn())).toBe('next');
    expect(securityEvent).not.toHaveBeenCalled();
    expect(await outcome(limited, await signedIn())).toBe('429 rate_limited');
    expect(securityEvent).toHaveBeenCalledTimes(1);
    expect(securityEvent).toHaveBeenCalledWith(
      'rate_limited',
      expect.objectContaining({
        limit: 'user-read-test',
        per: 'user',
        clientAddress: '198.51.100.23',
        uid: 'u1',
        method: 'GET',
        path: '/api/users/u1',
      }),
    );
    const logged = JSON.stringify(jest.mocked(securityEvent).mock.calls);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('secret-payload');
    expect(logged).not.toMatch(/authorization|bearer/i);
  });
});
