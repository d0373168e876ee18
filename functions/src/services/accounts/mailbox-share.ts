/**
 * The mails one mailbox may be sent a day on a stranger's request (verification links, password resets),
 * counted across instances whichever account names it and however its address is spelt.
 */
import { securityEvent } from '../../logs';
import { takeShared } from '../platform/rate-counters';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The mailbox an address delivers to: lower-cased, its `+tag` dropped (`Ann+x@Example.com` and
 * `ann@example.com` reach one inbox at most providers), so tags cannot multiply what one inbox is sent.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0];
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/** Counts one `mail` to the mailbox of `email` today; false, logged as a security event, past `perDay`. */
export async function withinMailboxShare(mail: string, uid: string, email: string, perDay: number): Promise<boolean> {
  if (await takeShared(`${mail}:to:${mailboxOf(email)}`, perDay, DAY_MS)) return true;
  securityEvent('rate_limited', { uid, limit: mail, per: 'mailbox', windowSeconds: DAY_MS / 1000 });
  return false;
}
