/** A plain SMTP server (no TLS, no auth) on loopback that files every message it receives. */
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store';

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((value) => value.address ?? '')).filter(Boolean);
}

/** The List-* header lines as sent (mailparser structures their values; tests read the text). */
function listHeadersOf(lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string> {
  const entries = lines
    .filter(({ key }) => key.startsWith('list-'))
    .map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    ]);
  return Object.fromEntries(entries);
}

export function createSmtpServer(store: MailStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      if (store.takeFailure()) {
        // Drained first, so the client reads the refusal, not a broken connection: a transient 451, as a busy server says.
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Local inbox: failing on request'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          store.add({
            from: parsed.from?.text ?? (session.envelope.mailFrom || { address: '' }).address,
            to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            listHeaders: listHeadersOf(parsed.headerLines),
            ...(parsed.attachments.length
              ? {
                  attachments: parsed.attachments.map((attachment) => ({
                    filename: attachment.filename ?? '',
                    contentType: attachment.contentType,
                    content: attachment.content.toString('base64'),
                  })),
                }
              : {}),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
}
