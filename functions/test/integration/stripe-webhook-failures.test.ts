/**
 * What the webhook answers when Stripe cannot be reached: 500, so that Stripe delivers the
 * event again later, and no ledger entry, so that the retry is processed. The handler runs
 * in this process against the Firestore emulator, with Stripe's API base pointed at a
 * port where nothing listens (a real connection failure, not a mock).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import Stripe from 'stripe';
import { adminDb } from '@cannabis-reports/test-support/src/admin';

process.env.STRIPE_API_BASE_URL = 'http://127.0.0.1:9';
process.env.STRIPE_SECRET_KEY = 'sk_test_unreachable';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_failure_test';

let server: Server;
let url: string;
/**
 * firebase-functions' logger keeps the console methods it finds when it loads, so the spy
 * must exist before the handler's modules are imported.
 */
let logged: jest.SpyInstance;

beforeAll(async () => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { handleStripeWebhook } = await import('../../src/webhooks/stripe-webhook');
  const app = express();
  // The Functions runtime keeps the raw bytes on req.rawBody; do the same here.
  app.post('/', express.raw({ type: '*/*' }), (req, res) => {
    Object.assign(req, { rawBody: req.body });
    return handleStripeWebhook(req as never, res);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  logged.mockRestore();
  await new Promise((resolve) => server.close(resolve));
});

it('answers 500 and records nothing when Stripe is unreachable, so Stripe retries', async () => {
  const event = {
    id: `evt_unreachable_${Date.now()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'subscription', id: 'sub_x', customer: 'cus_unreachable' } },
  };
  const payload = JSON.stringify(event);
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: 'whsec_failure_test',
  });
  const response = await fetch(url, { method: 'POST', headers: { 'stripe-signature': signature }, body: payload });
  expect(response.status).toBe(500);
  const line = logged.mock.calls.map((args) => String(args[0])).join('\n');
  expect(line).toContain(event.id);
  expect(line).toContain('Stripe event failed');
  expect(line).not.toContain('sk_test_unreachable');
  expect(await response.json()).toEqual({
    error: 'Event could not be processed; it will be retried',
    code: 'internal',
  });
  expect((await adminDb().doc(`stripeEvents/${event.id}`).get()).exists).toBe(false);
}, 30_000);
