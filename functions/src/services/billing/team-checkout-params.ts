/**
 * What the product asks Stripe Checkout for when a team subscribes: the same session as a
 * person's (checkout-params), with one item whose quantity is the team's seats at the same
 * per-seat prices, and the team named in the session's and the subscription's metadata, so the
 * webhook sync writes the subscription to the team. Pure, so the rules are tested without Stripe.
 */
import type Stripe from 'stripe';
import { checkoutSessionParams, type CheckoutRequest } from './checkout-params';

/** The most seats one team subscription holds; the portal's adjustable quantity stops there too. */
export const MAX_TEAM_SEATS = 100;

export interface TeamCheckoutRequest extends CheckoutRequest {
  teamId: string;
  /** Seats to pay for: the team's members, the owner included. */
  seats: number;
}

export function assertSeats(seats: number): void {
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_TEAM_SEATS) {
    throw new RangeError(`A team has 1 to ${MAX_TEAM_SEATS} seats, not ${seats}.`);
  }
}

export function teamCheckoutSessionParams(request: TeamCheckoutRequest): Stripe.Checkout.SessionCreateParams {
  assertSeats(request.seats);
  const person = checkoutSessionParams(request);
  return {
    ...person,
    line_items: [{ price: request.priceId, quantity: request.seats }],
    // Back to the team's card: the person's success page confirms a person's own session, and the
    // webhook's sync writes the team (decision 0155).
    success_url: `${request.site}/profile?team_checkout=done#team`,
    metadata: { ...person.metadata, teamId: request.teamId },
    subscription_data: {
      ...person.subscription_data,
      metadata: { ...person.subscription_data?.metadata, teamId: request.teamId },
    },
  };
}
