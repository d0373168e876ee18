/**
 * Webhook delivery: each event is POSTed as JSON to one endpoint, signed the way Stripe signs
 * (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.payload">`), one at a time in creation
 * order, retried with backoff on errors and non-2xx answers. The API never waits for it.
 */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StripeEvent } from './types';

export const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];
const ATTEMPT_TIMEOUT_MS = 10_000;

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface Delivery {
  event: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_response_status: number | null;
  last_error: string | null;
}

export interface WebhookOptions {
  url?: string;
  secret: string;
  retryDelaysMs: number[];
  log: (message: string) => void;
}

export class WebhookDispatcher {
  readonly deliveries: Delivery[] = [];
  private queue: Array<{ event: StripeEvent; delivery: Delivery }> = [];
  private draining: Promise<void> | null = null;
  private abort = new AbortController();

  constructor(private readonly options: WebhookOptions) {}

  get enabled(): boolean {
    return Boolean(this.options.url);
  }

  enqueue(event: StripeEvent): void {
    if (!this.options.url) return;
    const delivery: Delivery = {
      event: event.id,
      type: event.type,
      status: 'pending',
      attempts: 0,
      last_response_status: null,
      last_error: null,
    };
    this.deliveries.push(delivery);
    this.queue.push({ event, delivery });
    this.kick();
  }

  /** Resolves once every queued event has been delivered or given up on. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Drops queued and in-flight deliveries (on reset and close). */
  cancelAll(): void {
    this.abort.abort();
    this.abort = new AbortController();
    this.queue = [];
    this.deliveries.length = 0;
  }

  private kick(): void {
    if (this.draining || !this.queue.length) return;
    // Whatever was queued while the last run was finishing starts a new one.
    this.draining = this.drain(this.abort.signal).finally(() => {
      this.draining = null;
      this.kick();
    });
  }

  private async drain(signal: AbortSignal): Promise<void> {
    while (this.queue.length && !signal.aborted) {
      const next = this.queue.shift()!;
      await this.deliver(next.event, next.delivery, signal);
    }
  }

  private async deliver(event: StripeEvent, delivery: Delivery, signal: AbortSignal): Promise<void> {
    // Stripe sends the event as it stood when created, pretty-printed, the same bytes each try.
    const payload = JSON.stringify(event, null, 2);
    const delays = this.options.retryDelaysMs;
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0 && !(await pause(delays[attempt - 1], signal))) return;
      delivery.attempts++;
      if (await this.attempt(payload, delivery, signal)) {
        delivery.status = 'delivered';
        event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
        return;
      }
      if (signal.aborted) return;
    }
    delivery.status = 'failed';
    this.options.log(
      `Gave up delivering ${event.type} ${event.id} after ${delivery.attempts} attempts: ` +
        (delivery.last_error ?? `HTTP ${delivery.last_response_status}`),
    );
  }

  private async attempt(payload: string, delivery: Delivery, signal: AbortSignal): Promise<boolean> {
    // Signed with real time, not the emulator's clock: receivers check the timestamp against
    // their own clock (the SDK allows 5 minutes), and test clocks do not change that at Stripe.
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(this.options.url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.options.secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      delivery.last_response_status = response.status;
      delivery.last_error = null;
      return response.ok;
    } catch (error) {
      delivery.last_error = error instanceof Error ? error.message : String(error);
      return false;
    }
  }
}

/** Waits, unless cancelled first; tells whether to go on. */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}
