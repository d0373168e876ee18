/**
 * The data API's keys as text: `crk_<id>_<secret>`. The id (12 characters of [a-z0-9], about
 * 62 bits) names the stored key; the secret is 32 random bytes (256 bits), so the stored SHA-256
 * of the whole key is enough: no one can guess a key from its hash or by trying, and a slow
 * password hash would only slow every request.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { API_KEY } from '@cannabis-reports/contracts';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface NewKey {
  id: string;
  /** The whole key, answered once to its owner. */
  key: string;
  /** SHA-256 of the whole key, hex: what is stored. */
  hash: string;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What the owner sees of a key after it is made: enough to match it with the one they stored. */
export const keyPrefix = (id: string) => `crk_${id}_`;

export function newKey(): NewKey {
  const id = Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  const key = `${keyPrefix(id)}${randomBytes(32).toString('base64url')}`;
  return { id, key, hash: hashKey(key) };
}

/** The id a well-formed key names; undefined for anything else. */
export const keyIdOf = (key: string): string | undefined => API_KEY.exec(key)?.[1];

/** Whether the key hashes to the stored hash, compared in constant time. */
export function matchesHash(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
