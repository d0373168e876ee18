import { API_KEY } from '@cannabis-reports/contracts';
import { hashKey, keyIdOf, keyPrefix, matchesHash, newKey } from './key-secrets';

describe('API key secrets', () => {
  it("makes keys of the contract's form, each different, stored as the SHA-256 of the whole key", () => {
    const made = newKey();
    expect(made.key).toMatch(API_KEY);
    expect(made.key.startsWith(keyPrefix(made.id))).toBe(true);
    expect(made.hash).toBe(hashKey(made.key));
    expect(made.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(made.hash).not.toContain(made.key.slice(-43));
    expect(new Set(Array.from({ length: 50 }, () => newKey().key)).size).toBe(50);
  });

  it('reads the id of a well-formed key only', () => {
    const made = newKey();
    expect(keyIdOf(made.key)).toBe(made.id);
    for (const bad of ['', 'crk_', `${made.key}x`, made.key.slice(0, -1), made.key.replace('crk_', 'crx_')])
      expect(keyIdOf(bad)).toBeUndefined();
  });

  it('matches a key with its own hash only', () => {
    const made = newKey();
    const other = newKey();
    expect(matchesHash(made.key, made.hash)).toBe(true);
    expect(matchesHash(other.key, made.hash)).toBe(false);
    expect(matchesHash(made.key, 'not-hex')).toBe(false);
  });
});
