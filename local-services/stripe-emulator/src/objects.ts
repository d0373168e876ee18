/**
 * Factories for the objects the API creates directly: each starts from a deep clone of its
 * template (so it has exactly Stripe's keys) and sets the fields of a real object.
 */
import { newId, randomToken } from './ids';
import { templates } from './templates';
import type { CheckoutSession, Customer, Metadata, Price, Product, StripeEvent, StripeObject } from './types';

export const API_VERSION = '2026-10-28.endive';

export interface CustomerFields {
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  /** Absent: on no test clock. */
  test_clock?: string | null;
}

export function customerObject(now: number, fields: CustomerFields): Customer {
  return {
    ...structuredClone(templates.customer),
    ...fields,
    id: newId('cus', 14),
    created: now,
    invoice_prefix: randomToken(8, '0123456789ABCDEF'),
    next_invoice_sequence: 1,
  };
}

export function productObject(now: number, id: string, name: string, defaultPrice: string): Product {
  return { ...structuredClone(templates.product), id, name, default_price: defaultPrice, created: now, updated: now };
}

export function priceObject(now: number, id: string, product: string, unitAmount: number, interval: string): Price {
  const template = structuredClone(templates.price);
  return {
    ...template,
    id,
    product,
    created: now,
    currency: 'usd',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
    recurring: { ...template.recurring, interval, interval_count: 1 },
  };
}

/** The legacy `plan` Stripe still puts beside the price on subscription items. */
export function planObject(price: Price): StripeObject {
  return {
    ...structuredClone(templates.plan),
    id: price.id,
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    product: price.product,
  };
}

export interface SessionFields {
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  amount_subtotal: number;
  amount_total: number;
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
}

/** A session's default and longest life; the shortest Stripe allows is 30 minutes. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
export const SESSION_MIN_LIFETIME_SECONDS = 30 * 60;

export function checkoutSessionObject(
  now: number,
  publicUrl: string,
  fields: SessionFields,
  expiresAt = now + SESSION_LIFETIME_SECONDS,
): CheckoutSession {
  const id = newId('cs_test');
  return {
    ...structuredClone(templates.checkout_session),
    ...fields,
    id,
    created: now,
    expires_at: expiresAt,
    url: `${publicUrl}/checkout/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    subscription: null,
    invoice: null,
  };
}

export function eventObject(
  now: number,
  type: string,
  snapshot: StripeObject,
  previousAttributes: Record<string, unknown> | undefined,
  pendingWebhooks: number,
): StripeEvent {
  return {
    ...structuredClone(templates.event),
    id: newId('evt'),
    api_version: API_VERSION,
    created: now,
    data: previousAttributes ? { object: snapshot, previous_attributes: previousAttributes } : { object: snapshot },
    pending_webhooks: pendingWebhooks,
    type,
  };
}
