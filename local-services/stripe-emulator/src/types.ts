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

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_prefix: string;
  next_invoice_sequence: number;
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
}

/** What a session was created with beyond its public fields, as Stripe keeps it server-side. */
export interface SessionPlan {
  price: string;
  quantity: number;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
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
  metadata: Metadata;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface Invoice extends StripeObject {
  object: 'invoice';
  status: InvoiceStatus;
  customer: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
}

export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
}
