/**
 * Everything the emulator holds, in memory. Maps keep insertion order, which is creation
 * order; lists are shown newest first, like Stripe's.
 */
import { resourceMissing } from './errors';
import { priceObject, productObject } from './objects';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  Price,
  Product,
  SessionPlan,
  StripeEvent,
  Subscription,
} from './types';

export const SEEDED_PRICE_ID = 'price_monthly_local';
export const SEEDED_PRODUCT_ID = 'prod_monthly_local';

export class EmulatorState {
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly sessions = new Map<string, CheckoutSession>();
  /** Line items and subscription_data of each session, which Stripe does not show on it. */
  readonly sessionPlans = new Map<string, SessionPlan>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly events = new Map<string, StripeEvent>();
  /** Customer ids (or '*' for anyone) whose next renewal payment is to fail. */
  readonly failingRenewals = new Set<string>();

  constructor(now: number) {
    this.seed(now);
  }

  /** Forgets everything but the seeded plan. */
  reset(now: number): void {
    for (const map of [this.customers, this.products, this.prices, this.sessions, this.sessionPlans]) map.clear();
    for (const map of [this.subscriptions, this.invoices, this.events]) map.clear();
    this.failingRenewals.clear();
    this.seed(now);
  }

  private seed(now: number): void {
    this.products.set(SEEDED_PRODUCT_ID, productObject(now, SEEDED_PRODUCT_ID, 'Monthly plan', SEEDED_PRICE_ID));
    this.prices.set(SEEDED_PRICE_ID, priceObject(now, SEEDED_PRICE_ID, SEEDED_PRODUCT_ID, 1999, 'month'));
  }

  customer(id: string, param?: string): Customer {
    return found(this.customers.get(id), 'customer', id, param);
  }

  price(id: string, param?: string): Price {
    return found(this.prices.get(id), 'price', id, param);
  }

  product(id: string): Product {
    return found(this.products.get(id), 'product', id);
  }

  session(id: string): CheckoutSession {
    return found(this.sessions.get(id), 'checkout.session', id);
  }

  subscription(id: string): Subscription {
    return found(this.subscriptions.get(id), 'subscription', id);
  }

  invoice(id: string): Invoice {
    return found(this.invoices.get(id), 'invoice', id);
  }

  event(id: string): StripeEvent {
    return found(this.events.get(id), 'event', id);
  }

  /** Everything, oldest first, for debugging. */
  dump(): Record<string, unknown[]> {
    return {
      customers: [...this.customers.values()],
      products: [...this.products.values()],
      prices: [...this.prices.values()],
      checkout_sessions: [...this.sessions.values()],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      events: [...this.events.values()],
      failing_renewals: [...this.failingRenewals],
    };
  }
}

function found<T>(value: T | undefined, resource: string, id: string, param?: string): T {
  if (value === undefined) throw resourceMissing(resource, id, param);
  return value;
}
