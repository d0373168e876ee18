/**
 * The one-click unsubscribe link's token: the user's uid and an HMAC-SHA256 of it under the
 * server's secret, so a link unsubscribes the user it was mailed to and nobody else (a changed
 * uid fails the check, and the MAC cannot be made without the secret). It never expires: a
 * mail read months later must still unsubscribe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'alerts-unsubscribe:';

const macOf = (secret: string, uid: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + uid)
    .digest('base64url');

export function signUnsubscribeToken(secret: string, uid: string): string {
  return `${Buffer.from(uid).toString('base64url')}.${macOf(secret, uid)}`;
}

/** The uid the token was signed for, or undefined when it is malformed or forged. */
export function verifyUnsubscribeToken(secret: string, token: string | undefined): string | undefined {
  const [encodedUid, mac, extra] = (token ?? '').split('.');
  if (!encodedUid || !mac || extra !== undefined) return undefined;
  const uid = Buffer.from(encodedUid, 'base64url').toString();
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return undefined;
  const expected = Buffer.from(macOf(secret, uid));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : undefined;
}
