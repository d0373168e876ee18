/** The emulator's core, shared by every route: state, clock, idempotency and events. */
import { isDeepStrictEqual } from 'node:util';
import { Clock } from './clock';
import { IdempotencyStore } from './idempotency';
import { eventObject } from './objects';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { EmulatorState } from './state';
import type { StripeEvent, StripeObject } from './types';
import { DEFAULT_RETRY_DELAYS_MS, WebhookDispatcher } from './webhooks';

export interface EmulatorOptions {
  /** Where to POST events; without it events are only stored. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Base URL of the hosted checkout pages; by default the address the server listens on. */
  publicUrl?: string;
  retryDelaysMs?: number[];
  log?: (message: string) => void;
  /** Failed-payment retries and final action; Stripe's defaults where not given. */
  settings?: Partial<Settings>;
}

export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator';

export class Emulator {
  readonly clock = new Clock();
  readonly state = new EmulatorState(this.clock.now());
  readonly idempotency = new IdempotencyStore();
  readonly webhooks: WebhookDispatcher;
  publicUrl: string;
  settings: Settings;
  /**
   * Per-customer overrides of `settings`, a test convenience (Stripe's settings are per account):
   * journeys that run side by side each give their own customer the final action they exercise.
   */
  readonly customerSettings = new Map<string, Partial<Settings>>();
  private readonly initialSettings: Settings;

  constructor(options: EmulatorOptions) {
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
    this.initialSettings = { ...DEFAULT_SETTINGS, ...options.settings };
    this.settings = structuredClone(this.initialSettings);
    this.webhooks = new WebhookDispatcher({
      url: options.webhookUrl || undefined,
      secret: options.webhookSecret || DEFAULT_WEBHOOK_SECRET,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      log: options.log ?? ((message) => console.error(message)),
    });
  }

  /** Records an event with a snapshot of `object` as it is now, and queues its delivery. */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): StripeEvent {
    const pending = this.webhooks.enabled ? 1 : 0;
    const event = eventObject(this.clock.now(), type, structuredClone(object), previousAttributes, pending);
    this.state.events.set(event.id, event);
    this.webhooks.enqueue(event);
    return event;
  }

  /** The failed-payment settings that apply to `customer`'s invoices. */
  settingsFor(customer: string | null | undefined): Settings {
    return { ...this.settings, ...(customer ? this.customerSettings.get(customer) : undefined) };
  }

  reset(): void {
    this.webhooks.cancelAll();
    this.idempotency.clear();
    this.clock.reset();
    this.settings = structuredClone(this.initialSettings);
    this.customerSettings.clear();
    this.state.reset(this.clock.now());
  }
}

/** Stripe's `previous_attributes`: the old values of the top-level fields that changed. */
export function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(before)
      .filter((key) => !isDeepStrictEqual(before[key], after[key]))
      .map((key) => [key, before[key]]),
  );
}
