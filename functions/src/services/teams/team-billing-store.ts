/**
 * The billing fields of `teams/{id}`: the team's Stripe customer and the subscription fields the
 * billing sync writes, under the names and with the write a user record's have
 * (accounts/subscription-fields-write), so one access policy reads both.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { PaymentDueFields } from '../billing/payment-due';
import type { SubscriptionFields } from '../billing/subscription-state';
import { writeSubscriptionFields } from '../accounts/subscription-fields-write';
import { db } from '../platform/firebase';
import { teamRef, type TeamRecord } from './team-store';

export function saveTeamSubscriptionFields(
  teamId: string,
  customerId: string,
  fields: SubscriptionFields & PaymentDueFields,
  readAt: number,
): Promise<TeamRecord | undefined> {
  return writeSubscriptionFields<TeamRecord>(teamRef(teamId), customerId, fields, readAt);
}

/** Stores the team's Stripe customer unless one is stored already; answers the one stored. */
export async function saveTeamCustomerId(teamId: string, customerId: string): Promise<string> {
  const ref = teamRef(teamId);
  return db().runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data() as TeamRecord | undefined;
    if (existing?.stripeCustomerId) return existing.stripeCustomerId;
    transaction.update(ref, { stripeCustomerId: customerId, updatedAt: FieldValue.serverTimestamp() });
    return customerId;
  });
}
