/**
 * A team's subscription reaches its `teams/{id}` record as a person's reaches their user record
 * (subscription-sync): read the team's Stripe customer now, derive the same fields with the same
 * function, store them under the same names with the same conditional write, so duplicate or
 * out-of-order events converge on Stripe's current state and one access policy judges both.
 *
 * A team pays through a Stripe customer of its own, whose metadata holds `teamId` and no `uid`
 * (decision 0155): the person's sync never reads it, its invoices are the team's alone, and it
 * stays with the team when ownership is handed over. Only the customer's subscriptions whose
 * metadata names the same team count. A team trial claims its card for the team
 * (`teamCardClaimant`), so the card has had its one trial, for the team and for every person.
 */
import type Stripe from 'stripe';
import { NOTHING_DUE, readPaymentDue } from './payment-due';
import { stripe } from './stripe';
import { listSubscriptions, lookUpCustomer } from './subscription-sync';
import { subscriptionFields } from './subscription-state';
import { refuseRepeatedCardTrials } from './trial-cards';
import { saveTeamCustomerId, saveTeamSubscriptionFields } from '../teams/team-billing-store';
import type { TeamRecord } from '../teams/team-store';

/** Who a team's card trial is recorded for in `trialCards`: never a uid, so no person shares it. */
export const teamCardClaimant = (teamId: string) => `team:${teamId}`;

export interface SyncedTeam {
  teamId: string;
  record: TeamRecord;
  subscriptions: Stripe.Subscription[];
}

const ofTeam = (teamId: string) => (subscription: Stripe.Subscription) => subscription.metadata?.teamId === teamId;

/**
 * The team's subscriptions on its customer, one trial per card enforced (a refused trial is listed
 * again, cancelled): none when Stripe no longer has the customer, which leaves the team unpaid.
 */
async function readTeamSubscriptions(customerId: string, teamId: string): Promise<Stripe.Subscription[]> {
  const listed = (await listSubscriptions(customerId))?.filter(ofTeam(teamId)) ?? [];
  if (!(await refuseRepeatedCardTrials(teamCardClaimant(teamId), listed)).length) return listed;
  return (await listSubscriptions(customerId))?.filter(ofTeam(teamId)) ?? [];
}

/** Brings the team's record up to date with its customer's subscriptions; undefined when the team is gone. */
export async function syncTeamCustomer(customerId: string, teamId: string): Promise<SyncedTeam | undefined> {
  const readAt = Date.now();
  const subscriptions = await readTeamSubscriptions(customerId, teamId);
  const paymentDue = subscriptions.length ? await readPaymentDue(customerId, subscriptions) : NOTHING_DUE;
  const fields = { ...subscriptionFields(subscriptions), ...paymentDue };
  const record = await saveTeamSubscriptionFields(teamId, customerId, fields, readAt);
  return record && { teamId, record, subscriptions };
}

/** The team a Stripe customer pays for, from its metadata; undefined for a person's or a deleted one. */
export async function teamOfCustomer(customerId: string): Promise<string | undefined> {
  const lookup = await lookUpCustomer(customerId);
  return lookup.gone ? undefined : lookup.teamId;
}

/**
 * The team's Stripe customer: the stored one, else one made with the team in its metadata (the
 * Idempotency-Key per team makes concurrent first checkouts create one). Its e-mail is the payer's.
 */
export async function teamCustomerFor(teamId: string, team: TeamRecord, email: string): Promise<string> {
  if (team.stripeCustomerId) return team.stripeCustomerId;
  const customer = await stripe().customers.create(
    { email, name: team.name, metadata: { teamId } },
    { idempotencyKey: `team-customer-${teamId}` },
  );
  return saveTeamCustomerId(teamId, customer.id);
}
