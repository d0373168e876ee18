/**
 * Abuse limits: fixed windows per user and per client address, answering 429 with
 * `{ error, code: 'rate_limited' }` and Retry-After. Limits that guard money (every route
 * that calls Stripe) and mail are counted in Firestore (services/rate-counters), so they
 * hold across instances; cheap reads are counted in this instance's memory (README,
 * Decisions).
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../../errors';
import { requestFields, securityEvent } from '../../logs';
import { takeShared } from '../../services/rate-counters';
import { clientAddress } from './client-address';
import { callerOf, signedInCallerOf } from './require-auth';

export const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';
export const DAILY_LIMITED = "You have reached today's limit for this action. Please try again tomorrow.";
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** Keys one instance tracks per window; past it, new keys go uncounted until the next window. */
export const MAX_KEYS_PER_WINDOW = 50_000;

/**
 * Per-instance counters, grouped by window. A new window drops the older ones whole, so
 * memory stays bounded and a flood of new keys never evicts (resets) the count of a key
 * already tracked in the current window.
 */
export class MemoryCounters {
  /** Per window length: the current window's start and its counts. */
  private readonly windows = new Map<number, { start: number; counts: Map<string, number> }>();

  constructor(private readonly maxKeysPerWindow = MAX_KEYS_PER_WINDOW) {}

  take(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    const start = now - (now % windowMs);
    let window = this.windows.get(windowMs);
    if (!window || window.start !== start) {
      window = { start, counts: new Map() };
      this.windows.set(windowMs, window);
    }
    const count = window.counts.get(key) ?? 0;
    if (count >= limit) return false;
    if (count === 0 && window.counts.size >= this.maxKeysPerWindow) return true;
    window.counts.set(key, count + 1);
    return true;
  }

  /** Keys tracked now, for tests. */
  size(): number {
    let total = 0;
    for (const { counts } of this.windows.values()) total += counts.size;
    return total;
  }
}

const memory = new MemoryCounters();

type Store = 'shared' | 'memory';

interface Rule {
  /** What is counted: the caller's uid, the client's address, or a value the route names. */
  per: 'user' | 'address' | ((req: Request) => string | undefined);
  /** For a route-named key, its label in the counter's key. */
  label?: string;
  limit: number;
  windowMs?: number;
}

export interface Limits {
  name: string;
  store: Store;
  rules: Rule[];
}

function keyOf(name: string, rule: Rule, req: Request): string | undefined {
  if (rule.per === 'user') return `${name}:user:${callerOf(req).uid}`;
  if (rule.per === 'address') return `${name}:ip:${clientAddress(req)}`;
  const value = rule.per(req);
  return value === undefined ? undefined : `${name}:${rule.label ?? 'key'}:${value}`;
}

/** True when every rule allows one more request now; each allowed rule counts it. */
async function allowed({ name, store, rules }: Limits, req: Request): Promise<Rule | undefined> {
  for (const rule of rules) {
    const key = keyOf(name, rule, req);
    if (key === undefined) continue;
    const windowMs = rule.windowMs ?? MINUTE_MS;
    const ok =
      store === 'shared' ? await takeShared(key, rule.limit, windowMs) : memory.take(key, rule.limit, windowMs);
    if (!ok) return rule;
  }
  return undefined;
}

export function rateLimit(limits: Limits): RequestHandler {
  return async (req, res, next) => {
    const refusedBy = await allowed(limits, req);
    if (refusedBy) {
      const windowMs = refusedBy.windowMs ?? MINUTE_MS;
      // A minute's limit asks for the whole minute, a day's for the rest of the day.
      const retryAfter = windowMs === MINUTE_MS ? 60 : Math.ceil((windowMs - (Date.now() % windowMs)) / 1000);
      securityEvent('rate_limited', {
        ...requestFields(req, clientAddress(req)),
        uid: signedInCallerOf(req)?.uid,
        limit: limits.name,
        per: typeof refusedBy.per === 'string' ? refusedBy.per : (refusedBy.label ?? 'key'),
        windowSeconds: windowMs / 1000,
      });
      res.set('retry-after', String(retryAfter));
      throw new HttpError(429, 'rate_limited', windowMs === MINUTE_MS ? RATE_LIMITED : DAILY_LIMITED);
    }
    next();
  };
}

const perUser = (limit: number, windowMs = MINUTE_MS): Rule => ({ per: 'user', limit, windowMs });
const perAddress = (limit: number, windowMs = MINUTE_MS): Rule => ({ per: 'address', limit, windowMs });

/**
 * The limits of the product's routes: far above what a person clicking can reach. Every
 * route that calls Stripe or sends mail counts in Firestore; reads count in memory.
 */
export const limits = {
  checkout: rateLimit({ name: 'checkout', store: 'shared', rules: [perUser(10), perAddress(120)] }),
  confirmCheckout: rateLimit({ name: 'confirm-checkout', store: 'shared', rules: [perUser(20), perAddress(120)] }),
  subscriptionChange: rateLimit({
    name: 'subscription-change',
    store: 'shared',
    rules: [perUser(10), perAddress(120)],
  }),
  nextBillingDate: rateLimit({ name: 'next-billing-date', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  resendVerification: rateLimit({
    name: 'resend-verification',
    store: 'shared',
    rules: [
      perUser(3),
      perAddress(30),
      perUser(10, DAY_MS),
      // The target mailbox too: no account can make the product mail one address all day.
      { per: (req) => callerOf(req).email, label: 'to', limit: 5, windowMs: DAY_MS },
    ],
  }),
  signOutEverywhere: rateLimit({ name: 'sign-out-everywhere', store: 'shared', rules: [perUser(5)] }),
  verifyEmail: rateLimit({ name: 'verify-email', store: 'memory', rules: [perAddress(30)] }),
  userRead: rateLimit({ name: 'user-read', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  embedToken: rateLimit({ name: 'embed-token', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  billingPortal: rateLimit({ name: 'billing-portal', store: 'shared', rules: [perUser(10), perAddress(120)] }),
  billingInvoices: rateLimit({ name: 'billing-invoices', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  // Costs no money and sends no mail: counted per instance.
  deleteAccount: rateLimit({ name: 'delete-account', store: 'memory', rules: [perUser(5), perAddress(30)] }),
  publicCatalog: rateLimit({ name: 'public-catalog', store: 'memory', rules: [perAddress(300)] }),
};
