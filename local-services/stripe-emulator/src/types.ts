/**
 * The fields of each Stripe object that the emulator reads or changes. Every object also
 * carries the rest of Stripe's keys (from the templates), hence the index signatures.
 */
export type Metadata = Record<string, string>;

export interface StripeObject {
  id: string;
  object: string;
  created: number;
  [key: string]: unknown;
}

/** A postal address as Stripe gives it (customer `address`). */
export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  address: Address | null;
  metadata: Metadata;
  invoice_prefix: string;
  next_invoice_sequence: number;
  invoice_settings: { default_payment_method: string | null; [key: string]: unknown };
  /** The Stripe test clock the customer and everything of theirs live on, if any. */
  test_clock: string | null;
}

export interface Recurring {
  interval: string;
  interval_count: number;
  [key: string]: unknown;
}

export interface Price extends StripeObject {
  object: 'price';
  product: string;
  currency: string;
  unit_amount: number;
  recurring: Recurring;
}

export interface Product extends StripeObject {
  object: 'product';
  name: string;
}

export interface CheckoutSession extends StripeObject {
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  url: string | null;
  metadata: Metadata;
  /** What the hosted page offers: the account's methods the session allows. */
  payment_method_types: string[];
}

/** What a session was created with beyond its public fields, as Stripe keeps it server-side. */
export interface SessionPlan {
  price: string;
  quantity: number;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
  billingMode: 'classic' | 'flexible';
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

export interface Subscription extends StripeObject {
  object: 'subscription';
  status: SubscriptionStatus;
  customer: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; total_count: number; url: string };
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  latest_invoice: string | null;
  default_payment_method: string | null;
  metadata: Metadata;
}

/** A proration: negative credits unused time, positive charges the time remaining. */
export interface ProrationLine {
  amount: number;
  price: Price;
  quantity: number;
  description: string;
  periodStart: number;
  periodEnd: number;
  /** The pending invoice item it was, when `create_prorations` left it for the next invoice. */
  invoiceItem: string | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface Invoice extends StripeObject {
  object: 'invoice';
  status: InvoiceStatus;
  customer: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  next_payment_attempt: number | null;
  hosted_invoice_url: string | null;
  period_start: number;
  period_end: number;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  parent: {
    type: string;
    subscription_details: { subscription: string; [key: string]: unknown } | null;
    [key: string]: unknown;
  };
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  [key: string]: unknown;
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  type: 'card' | 'link';
  customer: string | null;
  /** Null for Link, which keeps its card to itself: no fingerprint reaches the merchant. */
  card: CardDetails | null;
}

/** Why a card payment failed, in the shape of Stripe's card errors. */
export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  charge?: string;
  payment_method?: PaymentMethod;
  [key: string]: unknown;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  status: PaymentIntentStatus;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  next_action: unknown;
  amount_received: number;
}

export interface Charge extends StripeObject {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  status: 'succeeded' | 'failed' | 'pending';
  paid: boolean;
  refunded: boolean;
  disputed: boolean;
  payment_intent: string | null;
  payment_method: string | null;
  failure_code: string | null;
  failure_message: string | null;
  refunds: { object: 'list'; data: Refund[]; has_more: boolean; url: string; total_count?: number } | null;
}

export interface Refund extends StripeObject {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
}

export interface Dispute extends StripeObject {
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string | null;
  reason: string;
  status: string;
}

export interface PortalConfiguration extends StripeObject {
  object: 'billing_portal.configuration';
  active: boolean;
  is_default: boolean;
  features: Record<string, unknown>;
  metadata: Metadata;
}

/** Stripe's object has no `created`, hence not a StripeObject. */
export interface PaymentMethodConfiguration {
  id: string;
  object: 'payment_method_configuration';
  active: boolean;
  is_default: boolean;
  name: string;
  [key: string]: unknown;
}

export interface PortalSession extends StripeObject {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
}

export type TestClockStatus = 'ready' | 'advancing' | 'internal_failure';

export interface TestClock extends StripeObject {
  object: 'test_helpers.test_clock';
  deletes_after: number;
  frozen_time: number;
  name: string | null;
  status: TestClockStatus;
  status_details: { advancing?: { target_frozen_time: number } };
}

export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
}

export type CouponDuration = 'once' | 'repeating' | 'forever';

export interface Coupon extends StripeObject {
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: CouponDuration;
  duration_in_months: number | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  name: string | null;
  metadata: Metadata;
}

export interface PromotionCode extends StripeObject {
  object: 'promotion_code';
  active: boolean;
  code: string;
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  metadata: Metadata;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: { first_time_transaction: boolean; minimum_amount: number | null; [key: string]: unknown };
}

/** A coupon applied to a subscription (Stripe's Discount has no `created`). */
export interface Discount {
  id: string;
  object: 'discount';
  customer: string | null;
  subscription: string | null;
  promotion_code: string | null;
  source: { type: 'coupon'; coupon: string };
  start: number;
  /** When a repeating coupon stops applying; null for once and forever. */
  end: number | null;
  [key: string]: unknown;
}

/** What a session will redeem: chosen at creation (`discounts`) or entered on the hosted page. */
export interface SessionDiscount {
  coupon: string;
  promotionCode: string | null;
}
