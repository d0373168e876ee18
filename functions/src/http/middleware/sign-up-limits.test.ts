import type { NextFunction, Request, Response } from 'express';
import { signUpCeilingReached } from '../../logs';
import { limits } from './rate-limit';

// The shared counters in a map, by key and fixed window, as Firestore keeps them.
jest.mock('../../services/platform/rate-counters', () => {
  const counts = new Map<string, number>();
  return {
    takeShared: async (key: string, limit: number, windowMs: number) => {
      const id = `${key}@${Date.now() - (Date.now() % windowMs)}`;
      const count = counts.get(id) ?? 0;
      if (count >= limit) return false;
      counts.set(id, count + 1);
      return true;
    },
  };
});
jest.mock('../../logs', () => ({
  ...jest.requireActual('../../logs'),
  securityEvent: jest.fn(),
  signUpCeilingReached: jest.fn(),
}));

beforeAll(() => (process.env.HOSTING_EDGE_RANGES = '203.0.113.0/24'));
afterAll(() => delete process.env.HOSTING_EDGE_RANGES);

/** A sign-up from `visitor`, through Hosting's edge. */
const signUpFrom = (visitor: string) =>
  ({
    method: 'POST',
    path: '/api/users/sign-up',
    get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? `${visitor}, 203.0.113.9` : undefined),
    socket: {},
  }) as unknown as Request;

async function outcome(req: Request): Promise<string> {
  try {
    await limits.signUp(req, { set: jest.fn() } as unknown as Response, (() => undefined) as NextFunction);
    return 'next';
  } catch (error) {
    return String((error as { status: number }).status);
  }
}

describe('the sign-up limits', () => {
  it('caps one address at 30 a day, 10 a minute at most, and everyone together at 300 an hour, which is logged for an alert', async () => {
    // 30 minutes of the same hour and day: three full minutes of 10, then the day's cap.
    const base = Date.UTC(2026, 10, 28, 9, 0, 0);
    const at = (minute: number) => jest.spyOn(Date, 'now').mockReturnValue(base + minute * 60_000);
    for (const minute of [0, 1, 2]) {
      at(minute);
      for (let index = 0; index < 10; index++) expect(await outcome(signUpFrom('198.51.100.1'))).toBe('next');
    }
    at(3);
    expect(await outcome(signUpFrom('198.51.100.1'))).toBe('429');
    // 270 more from other addresses fill the hour's ceiling; the next address is refused, and the ceiling logged.
    for (let index = 0; index < 270; index++) {
      at(4 + Math.floor(index / 10));
      expect(await outcome(signUpFrom(`198.51.${101 + Math.floor(index / 10)}.${(index % 10) + 1}`))).toBe('next');
    }
    expect(signUpCeilingReached).not.toHaveBeenCalled();
    at(40);
    expect(await outcome(signUpFrom('192.0.2.200'))).toBe('429');
    expect(signUpCeilingReached).toHaveBeenCalledTimes(1);
    // The next hour opens again.
    at(61);
    expect(await outcome(signUpFrom('192.0.2.200'))).toBe('next');
  });
});
