/**
 * Outgoing e-mail over SMTP (any provider; locally the project's own inbox). The
 * transport is created on first use, so nodemailer is not loaded on cold start.
 */
import type { Transporter } from 'nodemailer';
import { mailFrom, smtpUrl } from '../../config';
import { runsInEmulator } from '../../settings-check';

let transporter: Transporter | undefined;

/**
 * smtp://user:pass@host:port (STARTTLS) or smtps:// (TLS from the start). Outside the
 * emulators STARTTLS is required: a server that does not offer it gets no password or mail.
 */
export function smtpOptions(url: string, { requireTls = true }: { requireTls?: boolean } = {}) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    requireTLS: !secure && requireTls,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

async function transport(): Promise<Transporter> {
  if (!transporter) {
    const { createTransport } = await import('nodemailer');
    transporter = createTransport({
      ...smtpOptions(smtpUrl.value(), { requireTls: !runsInEmulator() }),
      // A stuck SMTP server must not hold the function until its own timeout.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  return transporter;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
  /** Files attached, e.g. a scheduled report mail's workbook. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sends one e-mail from MAIL_FROM. */
export async function sendEmail(message: OutgoingEmail): Promise<void> {
  await (await transport()).sendMail({ from: mailFrom.value(), ...message });
}
