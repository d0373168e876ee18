import { API_KEY_QUOTA_PER_DAY, API_KEY_RATE_PER_MINUTE } from '@cannabis-reports/contracts';
import { decideCharge, decideUsage, rateLimitHeaders, usageDayOf } from './key-usage';

/** 2026-11-26T10:00:30Z: 30 s into a minute, 14 h before the UTC day ends. */
const NOW = Date.UTC(2026, 10, 26, 10, 0, 30);
const MINUTE_START = NOW - 30_000;

describe("a key's rate and quota", () => {
  it('counts the first request of a day and tells what is left and when it resets', () => {
    const decision = decideUsage(undefined, NOW);
    expect(decision.refusal).toBeUndefined();
    expect(decision.next).toEqual({ count: 1, minuteStart: MINUTE_START, minuteCount: 1, lastAt: NOW });
    expect(decision.minute).toEqual({ remaining: API_KEY_RATE_PER_MINUTE - 1, resetSeconds: 30 });
    expect(decision.day).toEqual({
      remaining: API_KEY_QUOTA_PER_DAY - 1,
      resetSeconds: 14 * 3600 - 30,
      quota: API_KEY_QUOTA_PER_DAY,
    });
    expect(usageDayOf(NOW)).toBe('2026-11-26');
  });

  it("refuses past the minute's rate without counting, and starts a new minute afresh", () => {
    const full = { count: 100, minuteStart: MINUTE_START, minuteCount: API_KEY_RATE_PER_MINUTE, lastAt: NOW - 1 };
    const refused = decideUsage(full, NOW);
    expect(refused.refusal).toBe('rate_limited');
    expect(refused.next).toBeUndefined();
    expect(refused.minute.remaining).toBe(0);
    expect(decideUsage(full, MINUTE_START + 60_000).next).toMatchObject({ count: 101, minuteCount: 1 });
  });

  it('refuses past the daily quota', () => {
    const spent = { count: API_KEY_QUOTA_PER_DAY, minuteStart: 0, minuteCount: 0, lastAt: NOW - 1 };
    const refused = decideUsage(spent, NOW);
    expect(refused.refusal).toBe('quota_exceeded');
    expect(refused.day.remaining).toBe(0);
  });

  it("refuses a team's pool at its own quota, and tells it in RateLimit-Policy", () => {
    const quota = 3 * API_KEY_QUOTA_PER_DAY;
    const past = { count: API_KEY_QUOTA_PER_DAY, minuteStart: 0, minuteCount: 0, lastAt: NOW - 1 };
    expect(decideUsage(past, NOW, quota).day.remaining).toBe(quota - API_KEY_QUOTA_PER_DAY - 1);
    expect(decideUsage({ ...past, count: quota }, NOW, quota).refusal).toBe('quota_exceeded');
    expect(decideCharge(past, 2 * API_KEY_QUOTA_PER_DAY, quota)).toEqual({ count: quota, refused: false });
    expect(rateLimitHeaders(decideUsage(past, NOW, quota))['RateLimit-Policy']).toContain(`"day";q=${quota};`);
  });

  it("takes a request's extra cost from the day's quota whole, or refuses it and takes nothing", () => {
    const day = { count: API_KEY_QUOTA_PER_DAY - 100, minuteStart: MINUTE_START, minuteCount: 3, lastAt: NOW };
    expect(decideCharge(day, 100)).toEqual({ count: API_KEY_QUOTA_PER_DAY, refused: false });
    expect(decideCharge(day, 101)).toEqual({ refused: true });
    expect(decideCharge(undefined, 7)).toEqual({ count: 7, refused: false });
  });

  it('writes the IETF RateLimit and RateLimit-Policy fields', () => {
    const headers = rateLimitHeaders(decideUsage(undefined, NOW));
    expect(headers['RateLimit-Policy']).toBe(
      `"minute";q=${API_KEY_RATE_PER_MINUTE};w=60, "day";q=${API_KEY_QUOTA_PER_DAY};w=86400`,
    );
    expect(headers.RateLimit).toBe(
      `"minute";r=${API_KEY_RATE_PER_MINUTE - 1};t=30, "day";r=${API_KEY_QUOTA_PER_DAY - 1};t=${14 * 3600 - 30}`,
    );
  });
});
