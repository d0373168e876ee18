/**
 * Starting the team plan's Stripe Checkout: an owner or admin buys one seat per member on the
 * team's own customer (decision 0155), at the person's prices, monthly or annual, with the free
 * trial only for a team that never had one (the card's own trial is then checked by the webhook's
 * sync, trial-cards, as for a person). The refusals are the person's (checkout-refusal), decided
 * from Stripe's current state for the team, and the caller's checkout claim makes a repeated click
 * the same request (checkout.ts).
 */
import type { Plan } from '@cannabis-reports/contracts';
import { checkoutRefusal } from './checkout-refusal';
import { claimedCheckoutSession, priceOf, siteUrl, TRIAL_PERIOD_DAYS, type CheckoutCaller } from './checkout';
import { teamCheckoutSessionParams } from './team-checkout-params';
import { syncTeamCustomer, teamCustomerFor } from './team-subscription-sync';
import { callerMembership, refuseUnless } from '../teams/team-store';
import { managesBilling } from '../teams/team-roles';
import { db } from '../platform/firebase';

export const TEAM_BILLING_ROLES = 'Only the team’s owner or an admin may subscribe the team';

/** The team's checkout URL for `plan`, with the trial when `trial`; seats are the team's members. */
export async function startTeamCheckout(caller: CheckoutCaller, plan: Plan, trial: boolean): Promise<string> {
  const priceId = priceOf(plan);
  const { teamId, team, role } = await db().runTransaction((transaction) => callerMembership(transaction, caller.uid));
  refuseUnless(managesBilling(role), TEAM_BILLING_ROLES);
  const customerId = await teamCustomerFor(teamId, team, caller.email);
  const synced = await syncTeamCustomer(customerId, teamId);
  const record = synced?.record ?? team;
  const state = {
    subscriptions: synced?.subscriptions ?? [],
    record: {
      isPaidUser: record.isPaidUser === true,
      trialAvailed: record.trialAvailed === true,
      paymentActionRequired: record.paymentActionRequired,
    },
  };
  const refusal = checkoutRefusal(state, trial ? 'trial' : 'monthly');
  if (refusal) throw refusal;

  // A claim of its own per plan and trial: the caller's personal checkout is not a repeat of it.
  const claimKind = `team-${trial ? 'trial-' : ''}${plan}`;
  return claimedCheckoutSession(caller.uid, claimKind, (expiresAt) =>
    teamCheckoutSessionParams({
      uid: caller.uid,
      customerId,
      priceId,
      trialDays: trial ? TRIAL_PERIOD_DAYS : null,
      site: siteUrl(),
      plan: claimKind,
      expiresAt,
      teamId,
      seats: team.seats,
    }),
  );
}
