/**
 * Abuse limits (issue #7): fixed one-minute windows counted in this function instance's
 * memory, answering 429 with `{ error, code: 'rate_limited' }` and Retry-After. Per-instance counting keeps the
 * check free of a Firestore round trip on hot routes; with N instances a client can get up
 * to N times the limit, which still stops scripted abuse of one route (README, Decisions).
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../../errors';
import { callerOf } from './require-auth';

export const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';
const WINDOW_MS = 60_000;
/** Beyond this many tracked keys the oldest windows are dropped, so memory stays bounded. */
const MAX_KEYS = 50_000;

const windows = new Map<string, { startedAt: number; count: number }>();

/** True when `key` may make one more request now; counts it. */
export function take(key: string, limit: number, now = Date.now()): boolean {
  let window = windows.get(key);
  if (!window || now - window.startedAt >= WINDOW_MS) {
    windows.delete(key);
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
  }
  window.count++;
  return window.count <= limit;
}

/**
 * The client's address: the first X-Forwarded-For entry, which Firebase Hosting sets to the
 * visitor's address, else the socket's. A client can put its own value first when calling
 * the function URL directly, so per-IP limits are a coarse second guard; per-user limits
 * (ID-token based) are the real one.
 */
export function clientIp(req: Request): string {
  return req.get('x-forwarded-for')?.split(',')[0]?.trim() || req.ip || 'unknown';
}

export interface Limits {
  name: string;
  perIp?: number;
  /** Needs requireAuth before it. */
  perUser?: number;
}

export function rateLimit({ name, perIp, perUser }: Limits): RequestHandler {
  return (req, res, next) => {
    const allowed =
      (perIp === undefined || take(`${name}:ip:${clientIp(req)}`, perIp)) &&
      (perUser === undefined || take(`${name}:user:${callerOf(req).uid}`, perUser));
    if (!allowed) {
      res.set('retry-after', String(WINDOW_MS / 1000));
      throw new HttpError(429, 'rate_limited', RATE_LIMITED);
    }
    next();
  };
}

/** The limits of the product's routes: far above what a person clicking can reach. */
export const limits = {
  checkout: rateLimit({ name: 'checkout', perUser: 10, perIp: 120 }),
  verifyEmail: rateLimit({ name: 'verify-email', perIp: 30 }),
  resendVerification: rateLimit({ name: 'resend-verification', perUser: 3, perIp: 30 }),
  embedToken: rateLimit({ name: 'embed-token', perUser: 120, perIp: 1200 }),
  publicCatalog: rateLimit({ name: 'public-catalog', perIp: 300 }),
};
