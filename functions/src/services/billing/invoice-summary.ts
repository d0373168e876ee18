/**
 * One Stripe invoice as /profile lists it: amounts, status, pages, the plan's interval, the
 * discount with its coupon's name, and what the customer's credit balance paid of it.
 */
import type { InvoiceSummary } from '@cannabis-reports/contracts';
import type Stripe from 'stripe';

/** The price ids of the two plans, to tell an invoice's interval. */
export interface PlanPrices {
  monthly: string;
  annual: string;
}

export function toInvoiceSummary(invoice: Stripe.Invoice, prices: PlanPrices): InvoiceSummary {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    created: invoice.created,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    discount: (invoice.total_discount_amounts ?? []).reduce((sum, { amount }) => sum + amount, 0),
    discountName: discountNameOf(invoice),
    total: invoice.total,
    // An invoice the balance paid in whole or part: it was no $0 payment, the credit paid it.
    creditApplied: Math.max(0, Math.min(invoice.total, invoice.total - invoice.amount_due)),
    interval: intervalOf(invoice, prices),
    invoicePdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** The first discount's coupon name (its promotion code's when unnamed), from the expanded discounts. */
function discountNameOf(invoice: Stripe.Invoice): string | null {
  const discount = invoice.discounts?.find((entry): entry is Stripe.Discount => typeof entry !== 'string');
  if (!discount || discount.object !== 'discount') return null;
  const coupon = discount.source?.coupon;
  const code = discount.promotion_code;
  const codeName = code && typeof code !== 'string' ? code.code : null;
  return (coupon && typeof coupon !== 'string' ? coupon.name : null) ?? codeName;
}

/** The interval of the plan an invoice charges for, from its (non-proration) line's price. */
function intervalOf(invoice: Stripe.Invoice, prices: PlanPrices): string | null {
  const line = invoice.lines.data.find((entry) => !entry.parent?.subscription_item_details?.proration);
  const price = line?.pricing?.price_details?.price;
  const id = typeof price === 'string' ? price : price?.id;
  if (id && id === prices.annual) return 'year';
  if (id && id === prices.monthly) return 'month';
  return null;
}
