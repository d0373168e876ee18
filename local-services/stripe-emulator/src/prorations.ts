/**
 * What Stripe's prorations are worth: "Stripe calculates proration down to the second based on
 * the starting timestamp of the billing period and the timestamp of the proration's triggering
 * event" (https://docs.stripe.com/billing/scripts/prorations), each line rounded to the cent. The
 * credit for unused time follows the subscription's billing mode
 * (https://docs.stripe.com/billing/subscriptions/billing-mode/compare): `flexible` credits "based
 * on the original amount previously debited" (what the period's invoice charged a unit of the
 * item, its discount taken off), `classic` the price's current value. Where Stripe's flexible mode
 * gives one credit per original debit, the emulator gives one line for the whole quantity.
 */
import type { Emulator } from './emulator';
import type { Invoice, Subscription } from './types';

/** The share of the current period left after `at`: (end - at) / (end - start), per second. */
export function remainingShare(subscription: Subscription, at: number): number {
  const { current_period_start: start, current_period_end: end } = subscription.items.data[0];
  return end <= at ? 0 : (end - at) / (end - start);
}

/** What the subscription's paid invoices charged one unit of the item for the period starting at `start`, discounts taken off. */
function debitedPerUnit(core: Emulator, subscription: Subscription, start: number): number | undefined {
  type Line = {
    amount: number;
    quantity: number | null;
    period: { start: number };
    discount_amounts: Array<{ amount: number }>;
    parent: { subscription_item_details: { proration: boolean } | null };
  };
  const line = [...core.state.invoices.values()]
    .filter((invoice: Invoice) => invoice.parent?.subscription_details?.subscription === subscription.id)
    .filter((invoice) => invoice.status === 'paid')
    .flatMap((invoice) => (invoice.lines as { data: Line[] }).data)
    .filter((l) => l.amount > 0 && l.period.start === start && !l.parent.subscription_item_details?.proration)
    .at(-1);
  if (!line) return undefined;
  const net = line.amount - line.discount_amounts.reduce((sum, { amount }) => sum + amount, 0);
  return net / (line.quantity || 1);
}

/** The credit (positive, in cents) for the unused time after `at` of the item's current quantity. */
export function unusedCredit(core: Emulator, subscription: Subscription, at: number): number {
  const item = subscription.items.data[0];
  const flexible = (subscription.billing_mode as { type?: string } | undefined)?.type === 'flexible';
  const perUnit = flexible
    ? (debitedPerUnit(core, subscription, item.current_period_start) ?? 0)
    : item.price.unit_amount;
  return Math.round(perUnit * item.quantity * remainingShare(subscription, at));
}

/** The charge (in cents) for the time left after `at` of `quantity` units at the item's price. */
export const remainingCharge = (subscription: Subscription, quantity: number, at: number): number =>
  Math.round(subscription.items.data[0].price.unit_amount * quantity * remainingShare(subscription, at));
