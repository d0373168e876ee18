/**
 * What an invoice billed, as its hosted page and its PDF show it, from the fields Stripe's
 * invoice carries: each line with its period and the interval of its price, the subtotal, each
 * discount (the coupon's name and the amount it took off, from total_discount_amounts), the
 * total, the credit balance applied, and what is due, paid and remaining.
 */
import { describeCoupon } from './checkout-page';
import type { Emulator } from './emulator';
import { formatAmount, formatPricePerInterval, planName } from './money';
import type { Invoice } from './types';

export interface SummaryRow {
  label: string;
  value: string;
  /** The total and the amount due stand out. */
  strong?: boolean;
}

interface InvoiceLine {
  amount: number;
  description: string | null;
  period: { start: number; end: number };
  pricing?: { price_details?: { price: string } | null } | null;
}

type DateFormat = (unix: number) => string;

const linesOf = (invoice: Invoice) => (invoice.lines as { data: InvoiceLine[] }).data;

/** "Annual plan, $199.99 a year", from the line's price; empty when the price is gone. */
function intervalOf(core: Emulator, line: InvoiceLine): string {
  const priceId = line.pricing?.price_details?.price;
  const price = priceId ? core.state.prices.get(priceId) : undefined;
  return price ? `${planName(price)}, ${formatPricePerInterval(price)}` : '';
}

/** "Discount: Launch offer (20% off forever)": the coupon a discount applied, by name (else its code). */
function discountLabel(core: Emulator, discountId: string): string {
  const discount = core.state.discounts.get(discountId);
  const coupon = discount ? core.state.coupons.get(discount.source.coupon) : undefined;
  if (!coupon) return 'Discount';
  const code = discount?.promotion_code ? core.state.promotionCodes.get(discount.promotion_code)?.code : undefined;
  return `Discount: ${coupon.name ?? code ?? coupon.id} (${describeCoupon(coupon)})`;
}

export function invoiceSummary(core: Emulator, invoice: Invoice, formatDate: DateFormat): SummaryRow[] {
  const money = (amount: number) => formatAmount(amount, invoice.currency);
  const lines = linesOf(invoice).flatMap((line): SummaryRow[] => {
    const interval = intervalOf(core, line);
    const period = `${formatDate(line.period.start)} – ${formatDate(line.period.end)}`;
    return [
      { label: line.description ?? 'Subscription', value: money(line.amount) },
      { label: 'Period', value: interval ? `${period} (${interval})` : period },
    ];
  });
  const subtotal = Number(invoice.subtotal ?? 0);
  const total = Number(invoice.total ?? 0);
  const discounts = ((invoice.total_discount_amounts ?? []) as Array<{ amount: number; discount: string }>).map(
    ({ amount, discount }): SummaryRow => ({ label: discountLabel(core, discount), value: `-${money(amount)}` }),
  );
  // Credit on the customer's balance pays before the card: what it covered of the total.
  const applied = Math.max(0, Math.min(total, total - invoice.amount_due));
  return [
    ...lines,
    { label: 'Subtotal', value: money(subtotal) },
    ...discounts,
    { label: 'Total', value: money(total), strong: true },
    ...(applied ? [{ label: 'Applied balance', value: `-${money(applied)}` }] : []),
    { label: 'Amount due', value: money(invoice.amount_due), strong: true },
    { label: 'Amount paid', value: money(invoice.amount_paid) },
    { label: 'Amount remaining', value: money(invoice.amount_remaining) },
  ];
}
