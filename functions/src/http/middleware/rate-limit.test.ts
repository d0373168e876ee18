import { DAY_MS, MemoryCounters, MINUTE_MS } from './rate-limit';

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
