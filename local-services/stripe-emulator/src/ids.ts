/** Object ids shaped like Stripe's: a type prefix and a random base-62 suffix. */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number, alphabet = ALPHABET): string {
  // 256 is not a multiple of 62, so a few bytes are skewed; ids need uniqueness, not uniformity.
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** e.g. newId('cus') -> 'cus_Qx81...'; checkout sessions use 'cs_test' like test mode does. */
export function newId(prefix: string, length = prefix === 'cs_test' ? 58 : 24): string {
  return `${prefix}_${randomToken(length)}`;
}
