import { RENDER_TTL_MS, RenderCache } from './render-cache';

describe('RenderCache', () => {
  it('shares one load between requests, loads again once the entry is older than its time, and forgets a failure', async () => {
    let now = 0;
    const cache = new RenderCache<string>(() => now);
    let loads = 0;
    const load = async () => `page ${++loads}`;
    expect(await Promise.all([cache.get('/markets/md', load), cache.get('/markets/md', load)])).toEqual([
      'page 1',
      'page 1',
    ]);
    now = RENDER_TTL_MS - 1;
    expect(await cache.get('/markets/md', load)).toBe('page 1');
    now = RENDER_TTL_MS;
    expect(await cache.get('/markets/md', load)).toBe('page 2');

    await expect(cache.get('/markets/or', () => Promise.reject(new Error('Firestore unavailable')))).rejects.toThrow();
    expect(await cache.get('/markets/or', load)).toBe('page 3');
  });
});
