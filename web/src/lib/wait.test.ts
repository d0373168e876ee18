import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wait } from './wait';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wait', () => {
  it('resolves after the delay', async () => {
    const done = vi.fn();
    void wait(1000, new AbortController().signal).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('rejects with the abort reason as soon as the signal aborts, and clears its timer', async () => {
    const controller = new AbortController();
    const waiting = wait(1000, controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once when the signal has already aborted', async () => {
    await expect(wait(1000, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
