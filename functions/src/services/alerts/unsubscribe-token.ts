/**
 * One-click unsubscribe links' tokens: what the link names (a uid for the alert mails; a uid and
 * a saved view for the scheduled report mails) and an HMAC-SHA256 of it and the link's purpose
 * under the server's secret, so a link unsubscribes whom it was mailed to from what it was mailed
 * for and nothing else (a changed subject or a token of the other purpose fails the check, and
 * the MAC cannot be made without the secret). It never expires: a mail read months later must
 * still unsubscribe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSES = {
  alerts: { prefix: 'alerts-unsubscribe:', subject: /^[A-Za-z0-9_-]{1,128}$/ },
  // `{uid}/{the view's document path}`: the recipient, and the user's or team's view.
  'report-mails': {
    prefix: 'report-mails-unsubscribe:',
    subject: /^[A-Za-z0-9_-]{1,128}\/(users|teams)\/[A-Za-z0-9_-]{1,128}\/savedViews\/[A-Za-z0-9]{1,40}$/,
  },
} as const;

export type UnsubscribePurpose = keyof typeof PURPOSES;

const macOf = (secret: string, purpose: UnsubscribePurpose, subject: string) =>
  createHmac('sha256', secret)
    .update(PURPOSES[purpose].prefix + subject)
    .digest('base64url');

export function signUnsubscribeToken(secret: string, subject: string, purpose: UnsubscribePurpose = 'alerts'): string {
  return `${Buffer.from(subject).toString('base64url')}.${macOf(secret, purpose, subject)}`;
}

/** What the token was signed for (a uid for alerts), or undefined when it is malformed, forged or of another purpose. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string | undefined,
  purpose: UnsubscribePurpose = 'alerts',
): string | undefined {
  const [encoded, mac, extra] = (token ?? '').split('.');
  if (!encoded || !mac || extra !== undefined) return undefined;
  const subject = Buffer.from(encoded, 'base64url').toString();
  if (!PURPOSES[purpose].subject.test(subject)) return undefined;
  const expected = Buffer.from(macOf(secret, purpose, subject));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
}
