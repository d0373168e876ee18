/**
 * A team subscription's seats are its one item's quantity. Changing them is prorated as Stripe
 * does, per second of the period (https://docs.stripe.com/billing/subscriptions/prorations): a
 * credit for the unused time on the old quantity and a charge for the remaining time on the new.
 * Added seats are invoiced and charged at once (`always_invoice`), so a seat is paid for when
 * someone takes it; removed seats are credited on the next invoice (`create_prorations`), so a
 * removal sends no invoice of its own; a trial's seats change with nothing to prorate (`none`).
 * Decision 0148. Both calls take the Stripe client, so tests point it at the emulator.
 */
import type Stripe from 'stripe';
import { assertSeats } from './team-checkout-params';

export type SeatProration = 'always_invoice' | 'create_prorations' | 'none';

/** How a change from `from` to `to` seats of a subscription in `status` is prorated (decision 0148). */
export function seatProration(status: Stripe.Subscription.Status, from: number, to: number): SeatProration {
  if (status === 'trialing' || from === to) return 'none';
  return to > from ? 'always_invoice' : 'create_prorations';
}

export interface SeatChange {
  subscriptionId: string;
  previousSeats: number;
  seats: number;
  prorationBehavior: SeatProration;
  /** The invoice that charged added seats at once; null when nothing was invoiced now. */
  invoiceId: string | null;
}

const idOf = (invoice: string | Stripe.Invoice | null) =>
  typeof invoice === 'string' ? invoice : (invoice?.id ?? null);

async function seatItem(stripe: Stripe, subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const [item] = subscription.items.data;
  return { subscription, item, seats: item.quantity ?? 1 };
}

/**
 * Sets the subscription's seats to `seats`. `prorationDate` (unix seconds, in the current period)
 * makes the change match a preview taken with the same date, as Stripe advises.
 */
export async function setSeatQuantity(
  stripe: Stripe,
  subscriptionId: string,
  seats: number,
  prorationDate?: number,
): Promise<SeatChange> {
  assertSeats(seats);
  const { subscription, item, seats: previousSeats } = await seatItem(stripe, subscriptionId);
  const prorationBehavior = seatProration(subscription.status, previousSeats, seats);
  const change = { subscriptionId, previousSeats, seats, prorationBehavior };
  if (previousSeats === seats) return { ...change, invoiceId: null };
  // No idempotency key of our own: one made of (subscription, seats) would replay the first
  // answer when the seats go 3 -> 5 -> 3 -> 5 within a day; the SDK keys its own retries.
  const updated = await stripe.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, quantity: seats }],
    proration_behavior: prorationBehavior,
    ...(prorationDate === undefined ? {} : { proration_date: prorationDate }),
  });
  const invoiced = prorationBehavior === 'always_invoice' ? idOf(updated.latest_invoice) : null;
  return { ...change, invoiceId: invoiced !== idOf(subscription.latest_invoice) ? invoiced : null };
}

export interface SeatChangePreview {
  prorationBehavior: SeatProration;
  /** What the change adds to or takes off the bill, in the smallest unit: the prorations' sum. */
  prorated: number;
  /** What the invoice previewed asks for: the one charged now when seats are added, else the next. */
  amountDue: number;
  currency: string;
}

/** What setting `seats` would bill, without changing anything (Stripe's invoice preview). */
export async function previewSeatChange(
  stripe: Stripe,
  subscriptionId: string,
  seats: number,
  prorationDate?: number,
): Promise<SeatChangePreview> {
  assertSeats(seats);
  const { subscription, item, seats: previousSeats } = await seatItem(stripe, subscriptionId);
  const prorationBehavior = seatProration(subscription.status, previousSeats, seats);
  const preview = await stripe.invoices.createPreview({
    customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    subscription: subscriptionId,
    subscription_details: {
      items: [{ id: item.id, quantity: seats }],
      proration_behavior: prorationBehavior,
      ...(prorationDate === undefined ? {} : { proration_date: prorationDate }),
    },
  });
  const prorated = preview.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .reduce((sum, line) => sum + line.amount, 0);
  return { prorationBehavior, prorated, amountDue: preview.amount_due, currency: preview.currency };
}
