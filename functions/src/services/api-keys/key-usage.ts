/**
 * The data API's per-minute rate and daily quota, decided on one stored count per pool (a user, or
 * a team: usage-pools.ts) and UTC day (every key of the pool, revoked ones too, counts against it).
 * Pure: the store counts in a transaction, so every instance decides on the same numbers.
 */
import { API_KEY_QUOTA_PER_DAY, API_KEY_RATE_PER_MINUTE } from '@cannabis-reports/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** `apiKeyOwners/{uid}/apiKeyUsage/{YYYY-MM-DD}` (or a team's): the pool's requests that day, over all its keys. */
export interface UsageDay {
  count: number;
  minuteStart: number;
  minuteCount: number;
  /** ms: the last request counted. */
  lastAt: number;
  /** Keys the user (or the team's admins) made that day (API_KEYS_MADE_PER_DAY). */
  keysMade?: number;
}

export interface UsageDecision {
  refusal?: 'rate_limited' | 'quota_exceeded';
  /** What to store: absent when refused (a refused request is not counted). */
  next?: UsageDay;
  minute: { remaining: number; resetSeconds: number };
  day: { remaining: number; resetSeconds: number; quota: number };
}

export const usageDayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

export function decideUsage(stored: UsageDay | undefined, now: number, quota = API_KEY_QUOTA_PER_DAY): UsageDecision {
  const minuteStart = now - (now % MINUTE_MS);
  const dayStart = now - (now % DAY_MS);
  const count = stored?.count ?? 0;
  const minuteCount = stored?.minuteStart === minuteStart ? stored.minuteCount : 0;
  const reset = { minute: secondsUntil(minuteStart + MINUTE_MS, now), day: secondsUntil(dayStart + DAY_MS, now) };
  const refusal =
    count >= quota ? 'quota_exceeded' : minuteCount >= API_KEY_RATE_PER_MINUTE ? 'rate_limited' : undefined;
  const taken = refusal ? 0 : 1;
  return {
    refusal,
    next: refusal ? undefined : { count: count + 1, minuteStart, minuteCount: minuteCount + 1, lastAt: now },
    minute: { remaining: Math.max(0, API_KEY_RATE_PER_MINUTE - minuteCount - taken), resetSeconds: reset.minute },
    day: { remaining: Math.max(0, quota - count - taken), resetSeconds: reset.day, quota },
  };
}

/**
 * A charge of `cost` requests more on the day's quota, for a request that costs more than one
 * (an old version loaded whole: dataset-rows.ts): taken whole, or refused with nothing taken.
 * The minute's rate is not touched: the request itself was counted against it.
 */
export function decideCharge(
  stored: UsageDay | undefined,
  cost: number,
  quota = API_KEY_QUOTA_PER_DAY,
): { count?: number; refused: boolean } {
  const count = stored?.count ?? 0;
  return count + cost > quota ? { refused: true } : { count: count + cost, refused: false };
}

/**
 * The IETF httpapi-ratelimit-headers fields: the policies, and what is left of each.
 * https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/
 */
export function rateLimitHeaders(decision: UsageDecision): Record<string, string> {
  return {
    'RateLimit-Policy': `"minute";q=${API_KEY_RATE_PER_MINUTE};w=60, "day";q=${decision.day.quota};w=86400`,
    RateLimit: `"minute";r=${decision.minute.remaining};t=${decision.minute.resetSeconds}, "day";r=${decision.day.remaining};t=${decision.day.resetSeconds}`,
  };
}
