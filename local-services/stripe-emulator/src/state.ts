/**
 * Everything the emulator holds, in memory. Maps keep insertion order, which is creation
 * order; lists are shown newest first, like Stripe's.
 */
import type { Clock } from './clock';
import { resourceMissing } from './errors';
import { priceObject, productObject } from './objects';
import {
  FIXED_QUANTITY,
  PAYMENT_METHOD_CONFIGURATION_ID,
  paymentMethodConfigurationObject,
  PORTAL_CONFIGURATION_ID,
  portalConfigurationObject,
} from './portal-configurations';
import type { TestCard } from './test-cards';
import type {
  Charge,
  CheckoutSession,
  Coupon,
  Customer,
  Discount,
  Dispute,
  Invoice,
  PaymentIntent,
  PaymentMethod,
  PaymentMethodConfiguration,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  PromotionCode,
  ProrationLine,
  Refund,
  SessionDiscount,
  SessionPlan,
  StripeEvent,
  Subscription,
  TestClock,
} from './types';

/** A checkout payment waiting for the payer on the 3D Secure test page. */
export interface PendingAuthentication {
  session: string;
  customer: string;
  paymentMethod: string;
  /** The payment, when the session charges now (none when it starts a trial). */
  paymentIntent: string | null;
}

export const SEEDED_PRICE_ID = 'price_monthly_local';
/** The same product's second price: $199.99 a year. */
export const SEEDED_ANNUAL_PRICE_ID = 'price_annual_local';
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
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** The test card behind each payment method (Stripe keeps the number; the object shows last4). */
  readonly paymentMethodCards = new Map<string, TestCard>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly portalConfigurations = new Map<string, PortalConfiguration>();
  readonly paymentMethodConfigurations = new Map<string, PaymentMethodConfiguration>();
  /** Deleted customers' ids: Stripe still answers a retrieve with a `deleted: true` stub. */
  readonly deletedCustomers = new Set<string>();
  /** The payment intents of each invoice's attempts, oldest first (Stripe's invoice payments). */
  readonly invoicePayments = new Map<string, string[]>();
  /** Keyed by payment intent id, or by a setup token when nothing is charged. */
  readonly pendingAuthentications = new Map<string, PendingAuthentication>();
  /** Scheduled retries each invoice let pass without an attempt: its card had a hard decline. */
  readonly passedRetries = new Map<string, number>();
  /** Prorations `create_prorations` left for each subscription's next invoice (Stripe's pending invoice items). */
  readonly pendingInvoiceItems = new Map<string, ProrationLine[]>();
  /** Subscriptions already sent customer.subscription.trial_will_end. */
  readonly trialReminders = new Set<string>();
  /** Customer ids (or '*' for anyone) whose next renewal payment is to fail. */
  readonly failingRenewals = new Set<string>();
  /** API paths whose next POST fails with a 500 once it has begun (fail-next-request). */
  readonly failingRequests = new Set<string>();
  readonly coupons = new Map<string, Coupon>();
  readonly promotionCodes = new Map<string, PromotionCode>();
  /** Discounts by id; a subscription names its own in `discounts`. */
  readonly discounts = new Map<string, Discount>();
  /** The coupon each open session will redeem, by session id. */
  readonly sessionDiscounts = new Map<string, SessionDiscount>();
  /** Stripe test clocks, and the time each stands at (its `frozen_time`, while not advancing). */
  readonly testClocks = new Map<string, TestClock>();
  readonly testClockTimes = new Map<string, Clock>();

  constructor(now: number) {
    this.seed(now);
  }

  /** Forgets everything but the seeded plan. */
  reset(now: number): void {
    for (const map of [this.customers, this.products, this.prices, this.sessions, this.sessionPlans]) map.clear();
    for (const map of [this.subscriptions, this.invoices, this.events]) map.clear();
    for (const map of [this.paymentMethods, this.paymentMethodCards, this.paymentIntents, this.charges]) map.clear();
    this.refunds.clear();
    for (const map of [this.disputes, this.portalSessions, this.invoicePayments, this.pendingAuthentications]) {
      map.clear();
    }
    for (const set of [this.deletedCustomers, this.trialReminders, this.failingRenewals, this.failingRequests]) {
      set.clear();
    }
    for (const map of [this.coupons, this.promotionCodes, this.discounts, this.sessionDiscounts]) map.clear();
    this.passedRetries.clear();
    this.pendingInvoiceItems.clear();
    this.portalConfigurations.clear();
    this.paymentMethodConfigurations.clear();
    this.testClocks.clear();
    this.testClockTimes.clear();
    this.seed(now);
  }

  private seed(now: number): void {
    this.products.set(
      SEEDED_PRODUCT_ID,
      productObject(now, SEEDED_PRODUCT_ID, 'Cannabis Market Reports', SEEDED_PRICE_ID),
    );
    this.prices.set(SEEDED_PRICE_ID, priceObject(now, SEEDED_PRICE_ID, SEEDED_PRODUCT_ID, 1999, 'month'));
    this.prices.set(SEEDED_ANNUAL_PRICE_ID, priceObject(now, SEEDED_ANNUAL_PRICE_ID, SEEDED_PRODUCT_ID, 19999, 'year'));
    // The account's defaults: every method it enables, and a portal switching the two prices.
    this.paymentMethodConfigurations.set(
      PAYMENT_METHOD_CONFIGURATION_ID,
      paymentMethodConfigurationObject(
        { id: PAYMENT_METHOD_CONFIGURATION_ID, name: 'Default', isDefault: true },
        { card: true, apple_pay: true, google_pay: true, link: true },
      ),
    );
    this.portalConfigurations.set(
      PORTAL_CONFIGURATION_ID,
      portalConfigurationObject(
        now,
        { id: PORTAL_CONFIGURATION_ID, isDefault: true, metadata: {}, name: null },
        {
          paymentMethodConfiguration: null,
          allowedUpdates: ['price'],
          products: [
            {
              product: SEEDED_PRODUCT_ID,
              prices: [SEEDED_PRICE_ID, SEEDED_ANNUAL_PRICE_ID],
              adjustableQuantity: FIXED_QUANTITY,
            },
          ],
          prorationBehavior: 'create_prorations',
          trialUpdateBehavior: 'end_trial',
        },
      ),
    );
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

  paymentMethod(id: string, param?: string): PaymentMethod {
    return found(this.paymentMethods.get(id), 'PaymentMethod', id, param);
  }

  paymentIntent(id: string): PaymentIntent {
    return found(this.paymentIntents.get(id), 'payment_intent', id);
  }

  charge(id: string, param?: string): Charge {
    return found(this.charges.get(id), 'charge', id, param);
  }

  refund(id: string): Refund {
    return found(this.refunds.get(id), 'refund', id);
  }

  dispute(id: string): Dispute {
    return found(this.disputes.get(id), 'dispute', id);
  }

  coupon(id: string, param?: string): Coupon {
    return found(this.coupons.get(id), 'coupon', id, param);
  }

  portalConfiguration(id: string, param?: string): PortalConfiguration {
    return found(this.portalConfigurations.get(id), 'billing_portal.configuration', id, param);
  }

  paymentMethodConfiguration(id: string, param?: string): PaymentMethodConfiguration {
    return found(this.paymentMethodConfigurations.get(id), 'payment_method_configuration', id, param);
  }

  promotionCode(id: string, param?: string): PromotionCode {
    return found(this.promotionCodes.get(id), 'promotion_code', id, param);
  }

  testClock(id: string, param?: string): TestClock {
    return found(this.testClocks.get(id), 'test_helpers.test_clock', id, param);
  }

  /**
   * The customer an object belongs to (a customer is its own), for choosing the clock a request
   * about it runs on; undefined for objects of no customer (coupons, prices) and unknown ids.
   */
  customerOf(id: string): string | undefined {
    if (this.customers.has(id)) return id;
    const maps: Array<Map<string, { customer?: unknown }>> = [
      this.sessions,
      this.subscriptions,
      this.invoices,
      this.paymentIntents,
      this.charges,
      this.paymentMethods,
      this.portalSessions,
    ];
    for (const map of maps) {
      const owner = map.get(id)?.customer;
      if (typeof owner === 'string') return owner;
    }
    return undefined;
  }

  portalSession(id: string): PortalSession {
    return found(this.portalSessions.get(id), 'billing_portal.session', id);
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
      payment_methods: [...this.paymentMethods.values()],
      payment_intents: [...this.paymentIntents.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      disputes: [...this.disputes.values()],
      billing_portal_sessions: [...this.portalSessions.values()],
      deleted_customers: [...this.deletedCustomers],
      failing_renewals: [...this.failingRenewals],
      failing_requests: [...this.failingRequests],
      coupons: [...this.coupons.values()],
      promotion_codes: [...this.promotionCodes.values()],
      discounts: [...this.discounts.values()],
      test_clocks: [...this.testClocks.values()],
    };
  }
}

function found<T>(value: T | undefined, resource: string, id: string, param?: string): T {
  if (value === undefined) throw resourceMissing(resource, id, param);
  return value;
}
