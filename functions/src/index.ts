/**
 * Wires and exports the Cloud Functions. Nothing else lives here: each function's
 * module is loaded on first use, to keep cold starts short.
 */
import type { Express } from 'express';
import { runWith } from 'firebase-functions/v1';
import { onRequest } from 'firebase-functions/v2/https';
import { apiSecrets, smtpUrl, stripeSecretKey, stripeWebhookSecret } from './config';

let app: Express | undefined;

/** The product API, served by Hosting under /api. */
export const api = onRequest({ invoker: 'public', secrets: apiSecrets }, async (req, res) => {
  if (!app) {
    const { createApp } = await import('./http/app');
    app = createApp();
  }
  app(req, res);
});

/** Stripe's signed event deliveries; its URL is the endpoint registered with Stripe. */
export const stripeWebhook = onRequest(
  { invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret] },
  async (req, res) => (await import('./webhooks/stripe-webhook')).handleStripeWebhook(req, res),
);

/**
 * Every new Auth account gets its user record and, for e-mail accounts, the verification
 * mail. Firebase has no v2 trigger for account creation outside Identity Platform's
 * blocking functions, so this one uses the v1 API.
 */
export const createUserRecord = runWith({ secrets: [smtpUrl] })
  .auth.user()
  .onCreate(async (user) => (await import('./triggers/on-user-created')).onUserCreated(user));
