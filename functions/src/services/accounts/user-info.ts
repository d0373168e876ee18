/** A user record as the API answers it: the contracts' UserInfo, nothing internal (no Stripe ids but the subscription's). */
import type { UserInfo } from '@cannabis-reports/contracts';
import type { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from './user-records';
import { pastDueAccessEnd } from '../billing/access-policy';

const toSeconds = (value: Timestamp | null | undefined) => (value ? { seconds: value.seconds } : null);

function pastDueEndOf(record: UserRecord): { seconds: number } | null {
  const end = pastDueAccessEnd(record);
  return end === null ? null : { seconds: end };
}

/** `teamAccess`: whether the record's team opens the reports now (services/teams/team-access), when it was read. */
export function toUserInfo(record: UserRecord, teamAccess?: boolean): UserInfo {
  return {
    email: record.email,
    socialProvider: record.socialProvider,
    isPaidUser: record.isPaidUser === true,
    trialAvailed: record.trialAvailed === true,
    emailVerified: record.emailVerified === true,
    stripeSubscriptionId: record.stripeSubscriptionId ?? null,
    stripeSubscriptionStatus: record.stripeSubscriptionStatus ?? null,
    subscriptionCancelAtPeriodEnd: record.subscriptionCancelAtPeriodEnd === true,
    subscriptionEndsAt: toSeconds(record.subscriptionEndsAt),
    currentPeriodEnd: toSeconds(record.currentPeriodEnd),
    openInvoiceUrl: record.openInvoiceUrl ?? null,
    paymentActionRequired: record.paymentActionRequired === true,
    paidAccessEndsAt: pastDueEndOf(record),
    ...(teamAccess === undefined ? {} : { teamAccess }),
  };
}
