/**
 * The token an invitation's mailed link carries: the invitation's id and an HMAC-SHA256 of it under
 * the mail links' secret, with a purpose of its own so no other signed link (an unsubscribe) can pass
 * for it. The signature proves the link was made by the server; whether it may still be used (not
 * expired, not used, not revoked) is the invitation record's to say, read in the accepting transaction.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'team-invitation:';
const ID = /^[A-Za-z0-9]{1,40}$/;

const macOf = (secret: string, id: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + id)
    .digest('base64url');

export function signInvitationToken(secret: string, invitationId: string): string {
  return `${invitationId}.${macOf(secret, invitationId)}`;
}

/** The invitation id the token was signed for, or undefined when it is malformed or forged. */
export function verifyInvitationToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined || !ID.test(id)) return undefined;
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
