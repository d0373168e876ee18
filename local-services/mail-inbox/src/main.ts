/**
 * Starts the local inbox: SMTP on MAIL_INBOX_SMTP_PORT, web and API on MAIL_INBOX_HTTP_PORT.
 * With AUTH_EMULATOR_URL and FIREBASE_PROJECT_ID it also shows the mails the Auth emulator
 * would have sent (password resets).
 */
import { forwardAuthEmulatorMail } from './auth-emulator-mail';
import { createInboxHttpServer } from './http';
import { createSmtpServer } from './smtp';
import { MailStore } from './store';

const host = '127.0.0.1';
const smtpPort = Number(process.env.MAIL_INBOX_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_INBOX_HTTP_PORT ?? 1080);

const store = new MailStore();
const smtp = createSmtpServer(store);
const web = createInboxHttpServer(store);

const { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID } = process.env;
const stopForwarding =
  AUTH_EMULATOR_URL && FIREBASE_PROJECT_ID
    ? forwardAuthEmulatorMail({ authEmulatorUrl: AUTH_EMULATOR_URL, projectId: FIREBASE_PROJECT_ID, store })
    : () => undefined;

smtp.on('error', (error) => console.error(`SMTP error: ${error.message}`));
smtp.listen(smtpPort, host, () => {
  web.listen(httpPort, host, () => {
    console.log(`Local inbox ready: SMTP smtp://${host}:${smtpPort}, inbox http://${host}:${httpPort}`);
  });
});

function shutdown(): void {
  stopForwarding();
  web.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
