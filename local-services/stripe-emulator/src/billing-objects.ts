/** Factories for subscriptions, their items and their invoices (see objects.ts for the pattern). */
import { newId } from './ids';
import { planObject } from './objects';
import { formatPrice } from './money';
import { templates } from './templates';
import type {
  Customer,
  Invoice,
  Metadata,
  Price,
  Product,
  ProrationLine,
  Subscription,
  SubscriptionItem,
} from './types';

export interface SubscriptionFields {
  customer: string;
  price: Price;
  quantity: number;
  metadata: Metadata;
  status: 'trialing' | 'active';
  trialStart: number | null;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  defaultPaymentMethod: string | null;
}

export function subscriptionObject(now: number, fields: SubscriptionFields): Subscription {
  const id = newId('sub');
  const item: SubscriptionItem = {
    ...structuredClone(templates.subscription_item),
    id: newId('si', 14),
    created: now,
    price: structuredClone(fields.price),
    plan: planObject(fields.price),
    quantity: fields.quantity,
    subscription: id,
    current_period_start: fields.periodStart,
    current_period_end: fields.periodEnd,
  };
  return {
    ...structuredClone(templates.subscription),
    id,
    created: now,
    start_date: now,
    // Stripe anchors billing at the end of the trial when there is one.
    billing_cycle_anchor: fields.trialEnd ?? fields.periodStart,
    currency: fields.price.currency,
    customer: fields.customer,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    default_payment_method: fields.defaultPaymentMethod,
    metadata: { ...fields.metadata },
    status: fields.status,
    trial_start: fields.trialStart,
    trial_end: fields.trialEnd,
  };
}

export interface InvoiceFields {
  customer: Customer;
  subscription: Subscription;
  product: Product;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** The service period the invoice's line pays for. */
  periodStart: number;
  periodEnd: number;
  /** The invoice's own period: for renewals, the period that just ended. */
  invoicePeriodStart: number;
  invoicePeriodEnd: number;
  trial: boolean;
  /** Paid already (at checkout, or nothing to pay); otherwise open, its first attempt to come. */
  paid: boolean;
  /** The subscription's discount, when this invoice gets it, and what it takes off. */
  discount?: { id: string; amount: number };
  /** Proration lines (a plan switch's credit, a quantity change's credit and debit), before the period's line. */
  prorations?: ProrationLine[];
  /** Whether the invoice charges the period (false: an invoice of prorations only). Default true. */
  chargesPeriod?: boolean;
  /** The customer's balance before this invoice: negative is credit, which pays first. */
  startingBalance?: number;
}

interface LineFields {
  invoice: string;
  subscription: Subscription;
  price: Price;
  quantity: number;
  amount: number;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  invoiceItem: string | null;
  discountAmounts: Array<{ amount: number; discount: string }>;
}

function invoiceLine(fields: LineFields) {
  const { subscription, price } = fields;
  const item = subscription.items.data[0];
  return {
    ...structuredClone(templates.invoice_line_item),
    id: newId('il'),
    amount: fields.amount,
    currency: price.currency,
    description: fields.description,
    invoice: fields.invoice,
    metadata: { ...subscription.metadata },
    period: fields.period,
    quantity: fields.quantity,
    subscription: subscription.id,
    discount_amounts: fields.discountAmounts,
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: fields.invoiceItem,
        proration: fields.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    pricing: {
      price_details: { price: price.id, product: price.product },
      type: 'price_details',
      unit_amount_decimal: String(price.unit_amount),
    },
    subtotal: fields.amount,
    taxes: [],
    pretax_credit_amounts: [],
  };
}

/** `publicUrl`: the emulator's base, where the hosted invoice page is. */
export function invoiceObject(now: number, publicUrl: string, fields: InvoiceFields): Invoice {
  const { customer, subscription } = fields;
  const item = subscription.items.data[0];
  const prorations = fields.prorations ?? [];
  const chargesPeriod = fields.chargesPeriod ?? true;
  const charged = fields.trial || !chargesPeriod ? 0 : item.price.unit_amount * item.quantity;
  const discountAmounts = fields.discount ? [{ amount: fields.discount.amount, discount: fields.discount.id }] : [];
  const subtotal = charged + prorations.reduce((sum, line) => sum + line.amount, 0);
  const total = subtotal - (fields.discount?.amount ?? 0);
  const startingBalance = fields.startingBalance ?? 0;
  // Credit on the balance pays first; a negative total (more credit than charge) adds to it.
  const amount = Math.max(0, total + startingBalance);
  const id = newId('in');
  const lines = [
    ...prorations.map((line) =>
      invoiceLine({
        invoice: id,
        subscription,
        price: line.price,
        quantity: line.quantity,
        amount: line.amount,
        description: line.description,
        period: { start: line.periodStart, end: line.periodEnd },
        proration: true,
        invoiceItem: line.invoiceItem,
        discountAmounts: [],
      }),
    ),
    ...(chargesPeriod
      ? [
          invoiceLine({
            invoice: id,
            subscription,
            price: item.price,
            quantity: item.quantity,
            amount: charged,
            description: fields.trial
              ? `Trial period for ${fields.product.name}`
              : `${item.quantity} × ${fields.product.name} (at ${formatPrice(item.price)})`,
            period: { end: fields.periodEnd, start: fields.periodStart },
            proration: false,
            invoiceItem: null,
            discountAmounts,
          }),
        ]
      : []),
  ];
  return {
    ...structuredClone(templates.invoice),
    id,
    created: now,
    amount_due: amount,
    amount_paid: fields.paid ? amount : 0,
    amount_remaining: fields.paid ? 0 : amount,
    attempt_count: fields.paid && amount > 0 ? 1 : 0,
    attempted: fields.paid,
    auto_advance: !fields.paid,
    billing_reason: fields.billingReason,
    currency: item.price.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    effective_at: now,
    starting_balance: startingBalance,
    ending_balance: Math.min(0, total + startingBalance),
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    hosted_invoice_url: `${publicUrl}/invoice/${id}`,
    invoice_pdf: `${publicUrl}/invoice/${id}/pdf`,
    next_payment_attempt: fields.paid ? null : now,
    number: `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`,
    period_end: fields.invoicePeriodEnd,
    period_start: fields.invoicePeriodStart,
    status: fields.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: fields.paid ? now : null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    discounts: fields.discount ? [fields.discount.id] : [],
    total_discount_amounts: discountAmounts,
    total,
    total_excluding_tax: total,
    webhooks_delivered_at: now,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: 'subscription_details',
    },
  };
}
