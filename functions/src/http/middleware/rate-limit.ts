/**
 * Abuse limits: fixed windows per user and per client address, answering 429 with
 * `{ error, code: 'rate_limited' }` and Retry-After. Limits that guard money (every route
 * that calls Stripe) and mail are counted in Firestore (services/platform/rate-counters), so they
 * hold across instances; cheap reads are counted in this instance's memory (decision 0027
 * in docs/decisions).
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../../errors';
import { requestFields, securityEvent, signUpCeilingReached } from '../../logs';
import { takeShared } from '../../services/platform/rate-counters';
import { clientAddress, clientOfRequest } from './client-address';
import { callerOf, signedInCallerOf } from './require-auth';
import { reportReaderOf } from './require-report-token';

export const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';
export const DAILY_LIMITED = "You have reached today's limit for this action. Please try again tomorrow.";
export const BUSY = 'Too many requests right now. Please try again later.';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/**
 * Keys one in-memory limiter tracks per window (about 7 MB at most); past it, new keys are
 * refused until the next window.
 */
export const MAX_KEYS_PER_WINDOW = 50_000;

/**
 * Per-instance counters of one limiter, grouped by window. A new window drops the older ones
 * whole, so memory stays bounded. A full window refuses new keys (fails closed) rather than
 * evicting counted ones or letting new ones through uncounted: a flood of new keys (forged
 * addresses) can neither reset anyone's count nor open a way around the limit, and since
 * each limiter has its own counters, a flood of one route's keys leaves other routes alone.
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
    if (count === 0 && window.counts.size >= this.maxKeysPerWindow) return false;
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

type Store = 'shared' | 'memory';

interface Rule {
  /** What is counted: the caller's uid, the client's address, or a value the route names. */
  per: 'user' | 'address' | ((req: Request) => string | undefined);
  /** For a route-named key, its label in the counter's key. */
  label?: string;
  limit: number;
  windowMs?: number;
  /** Called on each refusal by this rule, beside the security event (a ceiling an operator must hear of). */
  onRefused?: () => void;
}

export interface Limits {
  name: string;
  store: Store;
  rules: Rule[];
  /** For the memory store: keys tracked per window (MAX_KEYS_PER_WINDOW unless a test asks for fewer). */
  maxKeysPerWindow?: number;
}

/** How often an instance logs that per-address limits are off, while HOSTING_EDGE_RANGES is unset. */
const EDGE_UNSET_NOTICE_MS = 10 * MINUTE_MS;
let edgeUnsetNoticedAt = -Infinity;

/**
 * Logged as a security event (at most once per instance every ten minutes) while per-address limits are off;
 * its `clientAddress` is the address that connected last, Hosting's edge for requests made through the site.
 */
function edgeUnsetNoticed(req: Request, address: string, now = Date.now()): void {
  if (now - edgeUnsetNoticedAt < EDGE_UNSET_NOTICE_MS) return;
  edgeUnsetNoticedAt = now;
  securityEvent('hosting_edge_unset', { ...requestFields(req, address), perAddressLimits: 'off' });
}

function keyOf(name: string, rule: Rule, req: Request): string | undefined {
  if (rule.per === 'user') return `${name}:user:${callerOf(req).uid}`;
  if (rule.per === 'address') {
    const { address, via } = clientOfRequest(req);
    // Deployed without Hosting's edge, the address may be the edge's, which every visitor behind
    // it shares: counting it would let one client spend everyone's budget, so only the rules per
    // user and the global ceilings count (decision 0138).
    if (via === 'unknown') return void edgeUnsetNoticed(req, address);
    // A caller of the function's own URL is counted apart from Hosting's visitors: its address
    // is its own (it cannot choose it), but nothing it sends may spend a visitor's count.
    return `${name}:${via === 'hosting' ? 'ip' : 'direct'}:${address}`;
  }
  const value = rule.per(req);
  return value === undefined ? undefined : `${name}:${rule.label ?? 'key'}:${value}`;
}

/** The first rule that refuses one more request now, if any; each rule before it counts it. */
async function refusingRule(
  { name, rules }: Limits,
  take: (key: string, limit: number, windowMs: number) => boolean | Promise<boolean>,
  req: Request,
): Promise<Rule | undefined> {
  for (const rule of rules) {
    const key = keyOf(name, rule, req);
    if (key === undefined) continue;
    if (!(await take(key, rule.limit, rule.windowMs ?? MINUTE_MS))) return rule;
  }
  return undefined;
}

export function rateLimit(limits: Limits): RequestHandler {
  const memory = limits.store === 'memory' ? new MemoryCounters(limits.maxKeysPerWindow) : undefined;
  const take = memory ? memory.take.bind(memory) : takeShared;
  return async (req, res, next) => {
    const refusedBy = await refusingRule(limits, take, req);
    if (refusedBy) {
      const windowMs = refusedBy.windowMs ?? MINUTE_MS;
      // A minute's limit asks for the whole minute, a longer one for the rest of its window.
      const retryAfter = windowMs === MINUTE_MS ? 60 : Math.ceil((windowMs - (Date.now() % windowMs)) / 1000);
      refusedBy.onRefused?.();
      securityEvent('rate_limited', {
        ...requestFields(req, clientAddress(req)),
        uid: signedInCallerOf(req)?.uid,
        limit: limits.name,
        per: typeof refusedBy.per === 'string' ? refusedBy.per : (refusedBy.label ?? 'key'),
        windowSeconds: windowMs / 1000,
      });
      res.set('retry-after', String(retryAfter));
      const message = windowMs === MINUTE_MS ? RATE_LIMITED : windowMs === DAY_MS ? DAILY_LIMITED : BUSY;
      throw new HttpError(429, 'rate_limited', message);
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
      // The target mailbox's daily count is the mail's own (services/accounts/mailbox-share), sign-ups' mails with it.
    ],
  }),
  signOutEverywhere: rateLimit({ name: 'sign-out-everywhere', store: 'shared', rules: [perUser(5)] }),
  // A page session is asked for at each sign-in and at most daily besides: limited as the user info read is. Auth makes the cookie.
  pageSession: rateLimit({ name: 'page-session', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  changePassword: rateLimit({ name: 'change-password', store: 'shared', rules: [perUser(5), perAddress(30)] }),
  // Mails a link to any address asked for: few per address, and the mailbox's own daily share (password-reset).
  requestPasswordReset: rateLimit({
    name: 'password-reset',
    store: 'shared',
    rules: [perAddress(5), perAddress(30, DAY_MS)],
  }),
  resetPassword: rateLimit({ name: 'reset-password', store: 'shared', rules: [perAddress(20)] }),
  // Makes an account, whose trigger mails a verification link; the Admin SDK skips the identity service's own
  // per-address sign-up quota, so the day's cap is here. The ceiling holds for everyone together, even while no
  // address is known (decision 0138), and tells the operator when it is reached.
  signUp: rateLimit({
    name: 'sign-up',
    store: 'shared',
    rules: [
      perAddress(10),
      perAddress(30, DAY_MS),
      { per: () => 'all', label: 'all', limit: 300, windowMs: HOUR_MS, onRefused: signUpCeilingReached },
    ],
  }),
  verifyEmail: rateLimit({ name: 'verify-email', store: 'memory', rules: [perAddress(30)] }),
  userRead: rateLimit({ name: 'user-read', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  embedToken: rateLimit({ name: 'embed-token', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  reportCatalog: rateLimit({ name: 'report-catalog', store: 'memory', rules: [perAddress(300)] }),
  billingPortal: rateLimit({ name: 'billing-portal', store: 'shared', rules: [perUser(10), perAddress(120)] }),
  billingInvoices: rateLimit({ name: 'billing-invoices', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  // Cancels the subscription in Stripe.
  deleteAccount: rateLimit({ name: 'delete-account', store: 'shared', rules: [perUser(5), perAddress(30)] }),
  // A report read: Firestore reads (and, for paid reports, the reader's record), no money or mail.
  reportData: rateLimit({
    name: 'report-data',
    store: 'memory',
    rules: [{ per: (req) => reportReaderOf(req).sub, label: 'reader', limit: 120 }, perAddress(1200)],
  }),
  // A reader's saved views: the list is a cheap read; saving, renaming and deleting write Firestore, counted across
  // instances like the other writes, so no account churns its views faster than a person clicks.
  savedViewRead: rateLimit({ name: 'saved-view-read', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  savedViewWrite: rateLimit({ name: 'saved-view-write', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  // Follows: the list is a cheap read; following and the alert settings write, counted across instances.
  followRead: rateLimit({ name: 'follow-read', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  followWrite: rateLimit({ name: 'follow-write', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  // A team: reading it is cheap; its changes write Firestore; an invitation also sends a mail, so it has a daily
  // cap per user besides the mailbox's own share (services/teams/team-invitations).
  teamRead: rateLimit({ name: 'team-read', store: 'memory', rules: [perUser(120), perAddress(1200)] }),
  teamWrite: rateLimit({ name: 'team-write', store: 'shared', rules: [perUser(30), perAddress(300)] }),
  teamInvite: rateLimit({
    name: 'team-invite',
    store: 'shared',
    rules: [perUser(10), perAddress(60), perUser(100, DAY_MS)],
  }),
  // The alert mails' unsubscribe link, taken without a sign-in: per address only.
  unsubscribe: rateLimit({ name: 'unsubscribe', store: 'memory', rules: [perAddress(60)] }),
  publicCatalog: rateLimit({ name: 'public-catalog', store: 'memory', rules: [perAddress(300)] }),
  // A dataset's public history reads up to a few hundred documents: fewer per address than the catalogue.
  datasetHistory: rateLimit({ name: 'dataset-history', store: 'memory', rules: [perAddress(120)] }),
  // Opening a report records the visit (one write); a person opens reports far less often than this.
  reportVisit: rateLimit({ name: 'report-visit', store: 'memory', rules: [perUser(60), perAddress(600)] }),
  // Listing keys reads their usage; making and revoking them write, counted across instances.
  apiKeyRead: rateLimit({ name: 'api-key-read', store: 'memory', rules: [perUser(60), perAddress(600)] }),
  apiKeyWrite: rateLimit({ name: 'api-key-write', store: 'shared', rules: [perUser(20), perAddress(200)] }),
  // The data API's guard before a key is read; each key's own rate and quota are require-api-key's.
  dataApiAddress: rateLimit({ name: 'data-api', store: 'memory', rules: [perAddress(1200)] }),
};
