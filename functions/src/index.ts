/**
 * Wires and exports the Cloud Functions. Nothing else lives here: each function's
 * module is loaded on first use, to keep cold starts short.
 */
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { apiSecrets } from './config';

let app: Express | undefined;

export const api = onRequest({ invoker: 'public', secrets: apiSecrets }, async (req, res) => {
  if (!app) {
    const { createApp } = await import('./http/app');
    app = createApp();
  }
  app(req, res);
});
