/** The emulator's core, shared by every route: state, clocks, idempotency and events. */
import { AsyncLocalStorage } from 'node:async_hooks';
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
  /** The account's clock: real time, moved by /_emulator/advance; customers on no test clock use it. */
  readonly accountClock = new Clock();
  /** The clock of the customer the work in progress concerns (see onClockOf). */
  private readonly clockInUse = new AsyncLocalStorage<Clock>();
  readonly state = new EmulatorState(this.accountClock.now());
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

  /**
   * The time the work in progress runs on: its customer's test clock, else the account's.
   * Every timestamp the emulator writes comes from here.
   */
  get clock(): Clock {
    return this.clockInUse.getStore() ?? this.accountClock;
  }

  /** The clock `customer` (an id) lives on: its test clock, or the account's. */
  clockOf(customer: string | null | undefined): Clock {
    const testClock = customer ? this.state.customers.get(customer)?.test_clock : null;
    return (testClock && this.state.testClockTimes.get(testClock)) || this.accountClock;
  }

  /** Runs `work` (synchronous or not) on `clock`: the objects and events it makes carry its time. */
  onClock<T>(clock: Clock, work: () => T): T {
    return this.clockInUse.run(clock, work);
  }

  onClockOf<T>(customer: string | null | undefined, work: () => T): T {
    return this.onClock(this.clockOf(customer), work);
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
    this.accountClock.reset();
    this.settings = structuredClone(this.initialSettings);
    this.customerSettings.clear();
    this.state.reset(this.accountClock.now());
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
