/**
 * What a person who joins a team is told about their own subscription: one that would renew while
 * the team's seat already gives them the reports is named, with the end of the period it paid for,
 * so the accept page offers to cancel it at that end (the existing cancel: at period end, a trial at
 * once) and nobody pays twice for the same days without being told. Pure, read from the record the
 * billing sync keeps.
 */
import type { PersonalSubscription } from '@cannabis-reports/contracts';
import { isPaidStatus } from './subscription-state';
import type { UserRecord } from '../accounts/user-records';

type Record = Pick<
  UserRecord,
  'isPaidUser' | 'stripeSubscriptionStatus' | 'subscriptionCancelAtPeriodEnd' | 'currentPeriodEnd'
>;

/** The record's subscription when it is live and set to renew; null otherwise. */
export function renewingPersonalSubscription(record: Record | undefined): PersonalSubscription | null {
  if (!record?.isPaidUser || !isPaidStatus(record.stripeSubscriptionStatus) || record.subscriptionCancelAtPeriodEnd) {
    return null;
  }
  return {
    status: String(record.stripeSubscriptionStatus),
    periodEnd: record.currentPeriodEnd ? record.currentPeriodEnd.toDate().toISOString() : null,
  };
}
