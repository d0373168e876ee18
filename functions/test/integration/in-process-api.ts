import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/**
 * A second instance of the API: the Express app served in this process, against the same
 * emulators and Stripe emulator as the functions emulator's instance. Answers its base URL.
 */
export async function startInProcessApi(): Promise<{ base: string; close: () => Promise<void> }> {
  Object.assign(process.env, {
    STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    STRIPE_SECRET_KEY: 'sk_test_local_emulator',
    STRIPE_PRICE_MONTHLY: 'price_monthly_local',
    STRIPE_PRICE_ANNUAL: 'price_annual_local',
    PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
    REPORT_TOKEN_SECRET: 'in-process-report-token-secret',
    // The emulator's own (functions/.secret.local.example), so either instance honours the other's unsubscribe links.
    ALERT_LINK_SECRET: 'local-alert-link-secret-not-for-production-0123456789',
    // The local inbox, as the emulator's instance has it (.secret.local, .env.local); as in
    // the emulator's workers, plain SMTP to it is allowed (services/mail/transport.ts).
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
    MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
    FUNCTIONS_EMULATOR: 'true',
  });
  const { createApp } = await import('../../src/http/app');
  const server: Server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
