/**
 * Test set-up shared by the suites: an emulator on a free port, the real `stripe` SDK pointed
 * at it, and a local webhook receiver that records (and on request refuses) deliveries.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from '../src/server';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export interface ReceivedWebhook {
  payload: string;
  signature: string;
  event: Stripe.Event;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Attempts refused so far, with the status they got. */
  readonly refused: number[] = [];
  private refuseNext = 0;

  readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (this.refuseNext > 0) {
        this.refuseNext--;
        this.refused.push(500);
        res.writeHead(500).end('try again');
        return;
      }
      const payload = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['stripe-signature'] ?? '');
      this.received.push({ payload, signature, event: JSON.parse(payload) as Stripe.Event });
      res.writeHead(200).end('{"received":true}');
    });
  });
  url = '';

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhook`;
    return receiver;
  }

  /** Answer the next `count` deliveries with HTTP 500. */
  failNext(count: number): void {
    this.refuseNext = count;
  }

  types(): string[] {
    return this.received.map((delivery) => delivery.event.type);
  }

  clear(): void {
    this.received.length = 0;
    this.refused.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface Harness {
  emulator: StripeEmulator;
  stripe: Stripe;
  baseUrl: string;
  webhooks: WebhookReceiver;
  /** Clears state and recorded deliveries between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const webhooks = await WebhookReceiver.start();
  const emulator = createStripeEmulator({
    webhookUrl: webhooks.url,
    webhookSecret: WEBHOOK_SECRET,
    // Short backoff keeps the retry test quick; the schedule's shape is the default's.
    retryDelaysMs: [50, 100, 200],
    log: () => {},
  });
  const port = await emulator.listen(0);
  const stripe = new Stripe('sk_test_emulator', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    emulator,
    stripe,
    baseUrl: `http://127.0.0.1:${port}`,
    webhooks,
    async reset() {
      await emulator.deliveriesSettled();
      emulator.reset();
      webhooks.clear();
    },
    async close() {
      await emulator.close();
      await webhooks.close();
    },
  };
}

/** An object the emulator holds but serves on no route the product calls, as the SDK would receive it. */
export function held<T>(object: object): T {
  return JSON.parse(JSON.stringify(object)) as T;
}

/** A monthly subscription checkout for a payer known only by e-mail: the smallest session Stripe takes. */
export const checkoutParams = (email: string): Stripe.Checkout.SessionCreateParams => ({
  mode: 'subscription',
  customer_email: email,
  line_items: [{ price: 'price_monthly_local', quantity: 1 }],
  success_url: 'http://localhost:5000/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:5000/failure',
});

/** Creates a customer and an open subscription checkout session for them; `params` adds to the session's. */
export async function openSession(
  harness: Harness,
  options: { trialDays?: number; uid?: string; params?: Partial<Stripe.Checkout.SessionCreateParams> } = {},
) {
  const customer = await harness.stripe.customers.create({
    email: `${options.uid ?? 'user'}@example.com`,
    metadata: { uid: options.uid ?? 'user' },
  });
  const session = await harness.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: 'price_monthly_local', quantity: 1 }],
    success_url: 'http://localhost:5000/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5000/billing/cancel',
    client_reference_id: options.uid ?? 'user',
    metadata: { uid: options.uid ?? 'user' },
    subscription_data: options.trialDays
      ? { trial_period_days: options.trialDays, metadata: { uid: options.uid ?? 'user' } }
      : { metadata: { uid: options.uid ?? 'user' } },
    ...options.params,
  });
  return { customer, session };
}

const expiryYear = String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0');
export const GOOD_CARD = {
  card_number: '4242 4242 4242 4242',
  card_expiry: `12 / ${expiryYear}`,
  card_cvc: '123',
  card_name: 'Ada Lovelace',
};

/** Submits the hosted checkout form, without following the redirect. */
export function payCheckout(
  harness: Harness,
  sessionId: string,
  card: Record<string, string> = GOOD_CARD,
): Promise<Response> {
  return fetch(`${harness.baseUrl}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
}

/** Posts a hosted page's form (`url` absolute or under the emulator), without following its redirect. */
export function postForm(harness: Harness, url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(url, harness.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Opens a session and pays it with the good card; answers the resulting subscription. */
export async function subscribe(harness: Harness, options: { trialDays?: number; uid?: string } = {}) {
  const { customer, session } = await openSession(harness, options);
  const response = await payCheckout(harness, session.id);
  if (response.status !== 303) throw new Error(`Payment failed with HTTP ${response.status}`);
  const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
  const subscription = await harness.stripe.subscriptions.retrieve(paid.subscription as string);
  return { customer, session: paid, subscription };
}

export async function advance(harness: Harness, seconds: number): Promise<number> {
  const response = await fetch(`${harness.baseUrl}/_emulator/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`advance failed: ${await response.text()}`);
  return ((await response.json()) as { now: number }).now;
}

export const DAY = 86_400;

/** POSTs a test control (`/_emulator/<path>`) with a JSON body. */
export function postControl(harness: Harness, path: string, body: unknown): Promise<Response> {
  return fetch(`${harness.baseUrl}/_emulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
