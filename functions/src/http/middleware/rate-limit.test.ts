import { take } from './rate-limit';

describe('take', () => {
  it('allows `limit` requests per key in a minute, then refuses until the window ends', () => {
    const key = `test:${Math.random()}`;
    const start = 1_000_000;
    expect([1, 2, 3].map(() => take(key, 3, start))).toEqual([true, true, true]);
    expect(take(key, 3, start + 59_999)).toBe(false);
    expect(take(key, 3, start + 60_000)).toBe(true);
  });

  it('counts each key on its own', () => {
    const [a, b] = [`a:${Math.random()}`, `b:${Math.random()}`];
    expect(take(a, 1, 0)).toBe(true);
    expect(take(a, 1, 0)).toBe(false);
    expect(take(b, 1, 0)).toBe(true);
  });
});
