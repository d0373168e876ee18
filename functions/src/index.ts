/**
 * Wires and exports the Cloud Functions. Nothing else lives here: each function's
 * module is loaded on first use, to keep cold starts short.
 */
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { apiSecrets, publicSiteUrl, smtpUrl, stripeSecretKey, stripeWebhookSecret } from './config';
import { API_OPTIONS, PAGES_OPTIONS, WEBHOOK_OPTIONS } from './runtime-limits';
import { apiSettings, pagesSettings, refusedForSettings, webhookSettings } from './serve-guard';

/**
 * Whether this instance serves `name`. Cloud Functions (and the emulator's workers) set
 * FUNCTION_TARGET to the one function an instance runs; deploys and the emulator's
 * discovery leave it unset and so see every function.
 */
const serves = (name: string) => !process.env.FUNCTION_TARGET || process.env.FUNCTION_TARGET === name;

let app: Express | undefined;
let pagesApp: Express | undefined;

/** The product API, served by Hosting under /api. */
export const api = onRequest({ ...API_OPTIONS, invoker: 'public', secrets: apiSecrets }, async (req, res) => {
  if (refusedForSettings('api', res, apiSettings)) return;
  if (!app) {
    const { createApp } = await import('./http/app');
    app = createApp();
  }
  app(req, res);
});

/** The public market pages, their embeddable charts and the sitemap, rendered on the server (http/pages). */
export const pages = onRequest({ ...PAGES_OPTIONS, invoker: 'public' }, async (req, res) => {
  if (refusedForSettings('pages', res, pagesSettings)) return;
  if (!pagesApp) {
    const { createPagesApp } = await import('./http/pages/pages-app');
    pagesApp = createPagesApp(publicSiteUrl.value().replace(/\/$/, ''));
  }
  pagesApp(req, res);
});

/** Stripe's signed event deliveries; its URL is the endpoint registered with Stripe. */
export const stripeWebhook = onRequest(
  { ...WEBHOOK_OPTIONS, invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret, smtpUrl] },
  async (req, res) => {
    if (refusedForSettings('stripeWebhook', res, webhookSettings)) return;
    await (await import('./webhooks/stripe-webhook')).handleStripeWebhook(req, res);
  },
);

/** Every new Auth account gets its record and verification mail (triggers/create-user-record). */
export const createUserRecord = serves('createUserRecord')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/create-user-record') as typeof import('./triggers/create-user-record')).createUserRecord
  : undefined;

/** Sign-ups sent straight to the identity service are refused: accounts come from the API (triggers/refuse-client-sign-up). */
export const refuseClientSignUp = serves('refuseClientSignUp')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/refuse-client-sign-up') as typeof import('./triggers/refuse-client-sign-up'))
      .refuseClientSignUp
  : undefined;

/** Daily: one ingestion task per configured source of the regulators' published files (ingestion/). */
export const ingestPublishedData = serves('ingestPublishedData')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/ingest-schedule') as typeof import('./triggers/ingest-schedule')).ingestPublishedData
  : undefined;

/** One configured source's fetch and import, a task the daily schedule enqueues (triggers/ingest-source-task). */
export const ingestSourceTask = serves('ingestSourceTask')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/ingest-source-task') as typeof import('./triggers/ingest-source-task')).ingestSourceTask
  : undefined;

/** Every deleted Auth account loses its live subscription and its data (triggers/delete-user-data). */
export const deleteUserData = serves('deleteUserData')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/delete-user-data') as typeof import('./triggers/delete-user-data')).deleteUserData
  : undefined;

/** Hourly re-sync of paid users from Stripe, so access never hangs on a lost webhook (triggers/reconcile-subscriptions). */
export const reconcileSubscriptions = serves('reconcileSubscriptions')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/reconcile-subscriptions') as typeof import('./triggers/reconcile-subscriptions'))
      .reconcileSubscriptions
  : undefined;

/** One batch of an import run's alert mails to followers (triggers/alert-fan-out-task). */
export const alertFanOutTask = serves('alertFanOutTask')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/alert-fan-out-task') as typeof import('./triggers/alert-fan-out-task')).alertFanOutTask
  : undefined;

/** Alert mails left pending by a failed send are sent again (triggers/sweep-unsent-alerts). */
export const sweepUnsentAlerts = serves('sweepUnsentAlerts')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/sweep-unsent-alerts') as typeof import('./triggers/sweep-unsent-alerts')).sweepUnsentAlerts
  : undefined;

/** Mondays: the weekly digest of each reader who chose it (triggers/send-weekly-digests). */
export const sendWeeklyDigests = serves('sendWeeklyDigests')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/send-weekly-digests') as typeof import('./triggers/send-weekly-digests')).sendWeeklyDigests
  : undefined;

/** Mondays: the saved views mailed weekly (triggers/send-report-mails). */
export const sendWeeklyReportMails = serves('sendWeeklyReportMails')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/send-report-mails') as typeof import('./triggers/send-report-mails')).sendWeeklyReportMails
  : undefined;

/** The 1st of each month: the saved views mailed monthly (triggers/send-report-mails). */
export const sendMonthlyReportMails = serves('sendMonthlyReportMails')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is served
    (require('./triggers/send-report-mails') as typeof import('./triggers/send-report-mails')).sendMonthlyReportMails
  : undefined;
