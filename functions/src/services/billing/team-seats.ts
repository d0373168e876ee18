/**
 * A team subscription's seats follow its members (decision 0155): after a member joins, the
 * quantity is raised to the member count when it is below it (a spare seat bought in the portal is
 * taken first, and bills nothing); after one leaves, it is set to the member count, crediting the
 * seat freed (decision 0148). The target is read from the team as it stands, never a +1 or -1, so a
 * call repeated, retried or overtaken by the next change converges on the same quantity.
 *
 * Called after the membership's transaction, never inside it: a Stripe failure leaves the
 * membership change made, logged, and the quantity is corrected by the next membership change or,
 * upwards, by the team's next Stripe event (its sync raises a quantity below the members).
 */
import type Stripe from 'stripe';
import { seatsNotFollowed } from '../../logs';
import { setSeatQuantity, type SeatChange } from './seat-quantity';
import { stripe } from './stripe';
import { teamRef, type TeamRecord } from '../teams/team-store';

/** Statuses whose quantity is still billed: a canceled or incomplete subscription has no seats to follow. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export type SeatDirection = 'joined' | 'left';

/** The quantity a live subscription of `quantity` seats takes for `members` members after a change. */
export function followedSeats(direction: SeatDirection, quantity: number, members: number): number {
  return direction === 'joined' ? Math.max(quantity, members) : members;
}

async function live(team: TeamRecord | undefined): Promise<Stripe.Subscription | undefined> {
  if (!team?.stripeSubscriptionId || !LIVE_STATUSES.has(team.stripeSubscriptionStatus ?? '')) return undefined;
  const subscription = await stripe().subscriptions.retrieve(team.stripeSubscriptionId);
  return LIVE_STATUSES.has(subscription.status) ? subscription : undefined;
}

/**
 * Sets the team's subscription's quantity after a member `direction`; undefined when the team has
 * no live subscription. Throws what Stripe threw.
 */
export async function followMembers(teamId: string, direction: SeatDirection): Promise<SeatChange | undefined> {
  const team = (await teamRef(teamId).get()).data() as TeamRecord | undefined;
  const subscription = await live(team);
  if (!team || !subscription) return undefined;
  const quantity = subscription.items.data[0]?.quantity ?? 1;
  return setSeatQuantity(stripe(), subscription.id, followedSeats(direction, quantity, team.seats));
}

/** followMembers for a route: a failure is logged and leaves the membership as changed. */
export async function followMembersAfterChange(teamId: string, direction: SeatDirection): Promise<void> {
  try {
    await followMembers(teamId, direction);
  } catch (error) {
    seatsNotFollowed(teamId, error);
  }
}

/**
 * The subscription of a team its last member took with them, deleting their account: ended at
 * once, as the person's own is, since nobody is left to use or manage it. A failure is logged: the
 * team's record is gone, so its sync no longer grants anything, and an operator ends it by hand.
 */
export async function endDeletedTeamSubscription(teamId: string, subscriptionId: string): Promise<void> {
  try {
    const subscription = await stripe().subscriptions.retrieve(subscriptionId);
    if (subscription.status !== 'canceled') await stripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    seatsNotFollowed(teamId, error);
  }
}
