import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoundedCache } from './bounded-cache';

describe('the store cache', () => {
  it('lets the least recently used go past its bound, a read counting as a use', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    assert.equal(cache.get('a'), 'A');
    cache.set('c', 'C', 4);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 'A');
    assert.equal(cache.get('c'), 'C');
  });

  it('keeps nothing larger than itself, and a key set again counts once', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('huge', 'H', 11);
    assert.equal(cache.get('huge'), undefined);
    cache.set('a', 'A1', 6);
    cache.set('a', 'A2', 6);
    cache.set('b', 'B', 4);
    assert.equal(cache.get('a'), 'A2');
    assert.equal(cache.get('b'), 'B');
    cache.delete('a');
    cache.set('c', 'C', 6);
    assert.equal(cache.get('b'), 'B');
  });
});
