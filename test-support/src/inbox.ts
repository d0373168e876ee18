/** Reads the local SMTP inbox (local-services/mail-inbox) over its JSON API. */
import { INBOX_URL } from './emulators';

export interface InboxEmail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The List-* headers as sent, by lower-case name (List-Unsubscribe, List-Unsubscribe-Post). */
  listHeaders?: Record<string, string>;
  /** Attached files, their bytes in base64. */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export async function waitForEmail(
  to: string,
  { subject, timeoutMs = 20_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<InboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${INBOX_URL}/api/emails?to=${encodeURIComponent(to)}`);
    const emails = (await response.json()) as InboxEmail[];
    const match = emails.find((email) => !subject || subject.test(email.subject));
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The /verify link of a verification e-mail. */
export function verificationLinkIn(email: InboxEmail): string {
  const match = /(https?:\/\/\S+\/verify\?token=[A-Za-z0-9_-]+)/.exec(email.text);
  if (!match) throw new Error(`No verification link in: ${email.text}`);
  return match[1];
}

/** Waits until `count` e-mails to `to` have arrived; answers them, oldest first as stored. */
export async function waitForEmails(to: string, count: number, timeoutMs = 20_000): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${INBOX_URL}/api/emails?to=${encodeURIComponent(to)}`);
    const emails = (await response.json()) as InboxEmail[];
    if (emails.length >= count) return emails;
    if (Date.now() > deadline)
      throw new Error(`${emails.length} of ${count} e-mails to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The e-mails to `to` whose subject matches, as stored now (no waiting). */
export async function emailsTo(to: string, subject?: RegExp): Promise<InboxEmail[]> {
  const response = await fetch(`${INBOX_URL}/api/emails?to=${encodeURIComponent(to)}`);
  const emails = (await response.json()) as InboxEmail[];
  return emails.filter((email) => !subject || subject.test(email.subject));
}
