import { afterEach, expect, it, vi } from 'vitest';
import { beginRead, takeBegunRead } from './begun-reads';

afterEach(() => vi.useRealTimers());

it('gives a begun read to the first taker of its key, once', async () => {
  const read = vi.fn(async () => 'answer');
  beginRead('a', read);
  expect(read).toHaveBeenCalledTimes(1);
  expect(takeBegunRead('b')).toBeUndefined();
  await expect(takeBegunRead('a')).resolves.toBe('answer');
  expect(takeBegunRead('a')).toBeUndefined();
});

it('lets a read begun more than ten seconds ago go, and leaves a failure to the taker', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  beginRead('old', async () => 'stale');
  vi.setSystemTime(Date.now() + 10_001);
  expect(takeBegunRead('old')).toBeUndefined();
  beginRead('failing', () => Promise.reject(new Error('offline')));
  await expect(takeBegunRead('failing')).rejects.toThrow('offline');
});
