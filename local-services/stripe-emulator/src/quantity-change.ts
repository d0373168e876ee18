/**
 * Changing the quantity of a subscription's item (POST /v1/subscriptions/:id with
 * `items[0][quantity]`, or the portal's adjustable quantity), with Stripe's
 * `proration_behavior` (https://docs.stripe.com/api/subscriptions/update): `create_prorations`
 * (the default) credits the unused time of the old quantity and charges the remaining time of
 * the new one as pending invoice items, which "are added to the next invoice"; `always_invoice`
 * invoices those prorations at once and collects the invoice; `none` changes the quantity alone,
 * the next period billing the new one. The prorations run from `proration_date` (default now)
 * to the period's end (prorations.ts). A trialing subscription's period was not paid for: its
 * quantity changes with nothing to prorate.
 */
import { bill } from './billing';
import { invalidParam } from './errors';
import type { Emulator } from './emulator';
import { newId } from './ids';
import type { Params } from './params';
import { remainingCharge, unusedCredit } from './prorations';
import type { Invoice, ProrationLine, Subscription } from './types';

export const PRORATION_BEHAVIORS = ['create_prorations', 'always_invoice', 'none'] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

export interface QuantityChange {
  quantity: number;
  prorationBehavior: ProrationBehavior;
  /** When the prorations start; default: now. */
  prorationDate?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Stripe's date in proration descriptions: '28 Nov 2026' (UTC). */
function prorationDay(unix: number): string {
  const date = new Date(unix * 1000);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The two prorations of a change from the item's quantity to `quantity` at `at`: the unused time credited, the remaining time charged. */
export function quantityProrations(
  core: Emulator,
  subscription: Subscription,
  quantity: number,
  at: number,
  pending: boolean,
): ProrationLine[] {
  const item = subscription.items.data[0];
  const product = core.state.product(item.price.product).name;
  const line = (amount: number, units: number, what: string): ProrationLine => ({
    amount,
    price: item.price,
    quantity: units,
    description: `${what} time on ${units} × ${product} after ${prorationDay(at)}`,
    periodStart: at,
    periodEnd: item.current_period_end,
    invoiceItem: pending ? newId('ii') : null,
  });
  return [
    line(-unusedCredit(core, subscription, at), item.quantity, 'Unused'),
    line(remainingCharge(subscription, quantity, at), quantity, 'Remaining'),
  ];
}

/** `proration_date`, which Stripe takes within the current period and not in the future. */
export function prorationDate(subscription: Subscription, now: number, requested: number | undefined): number {
  if (requested === undefined) return now;
  const start = subscription.items.data[0].current_period_start;
  if (requested < start || requested > now) {
    throw invalidParam(
      'proration_date',
      'The proration date must be within the current billing period and not in the future.',
    );
  }
  return requested;
}

/**
 * Sets the item's quantity, leaving or invoicing the prorations; answers the invoice
 * `always_invoice` made (not yet collected), if any. The caller emits the events.
 */
export function changeQuantity(
  core: Emulator,
  subscription: Subscription,
  change: QuantityChange,
): Invoice | undefined {
  const item = subscription.items.data[0];
  if (change.quantity === item.quantity) return undefined;
  const now = core.clock.now();
  const at = prorationDate(subscription, now, change.prorationDate);
  const prorate = change.prorationBehavior !== 'none' && subscription.status !== 'trialing';
  const lines = prorate
    ? quantityProrations(core, subscription, change.quantity, at, change.prorationBehavior === 'create_prorations')
    : [];
  item.quantity = change.quantity;
  if (change.prorationBehavior === 'create_prorations') {
    const pending = core.state.pendingInvoiceItems.get(subscription.id) ?? [];
    if (lines.length) core.state.pendingInvoiceItems.set(subscription.id, [...pending, ...lines]);
    return undefined;
  }
  if (!lines.length) return undefined;
  return bill(core, {
    customer: core.state.customer(subscription.customer),
    subscription,
    billingReason: 'subscription_update',
    periodStart: at,
    periodEnd: item.current_period_end,
    invoicePeriodStart: now,
    invoicePeriodEnd: now,
    trial: false,
    paid: false,
    chargesPeriod: false,
    prorations: lines,
  });
}

/**
 * `items[0][id]` and `items[0][quantity]`, with `proration_behavior` and `proration_date`, of a
 * subscription update or of an invoice preview's `subscription_details`: the quantity of the
 * subscription's one item. An item without the id would be a second item,
 * which the emulator does not hold.
 */
export function readQuantityChange(params: Params, subscription: Subscription): QuantityChange | undefined {
  const behavior = params.string('proration_behavior') ?? 'create_prorations';
  if (!PRORATION_BEHAVIORS.includes(behavior as ProrationBehavior)) {
    throw invalidParam(
      params.name('proration_behavior'),
      `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`,
    );
  }
  const items = params.list('items');
  if (!items) return undefined;
  if (items.length !== 1)
    throw invalidParam(params.name('items'), 'The Stripe emulator holds exactly one item per subscription.');
  const [item] = items;
  item.allowOnly('id', 'quantity');
  const id = item.requiredString('id');
  if (id !== subscription.items.data[0].id) throw invalidParam(item.name('id'), `No such subscription item: '${id}'`);
  const quantity = item.integer('quantity', 0, 999_999);
  if (quantity === undefined) return undefined;
  const date = params.integer('proration_date', 0, Number.MAX_SAFE_INTEGER);
  return { quantity, prorationBehavior: behavior as ProrationBehavior, prorationDate: date };
}
