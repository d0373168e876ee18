/**
 * Paid access as every paid read decides it: the reader's own subscription, or their team's. The
 * team's fields are the ones a user record carries (the billing sync writes both alike), so one
 * access policy judges both. Read on every call, never cached: a member removed from the team loses
 * the `teamId` of their record in the removing transaction, and with it the reports and every report
 * token issued to them, at once.
 */
import { hasPaidAccess } from '../billing/access-policy';
import { getUserRecord, type UserRecord } from '../accounts/user-records';
import { teamRef, type TeamRecord } from './team-store';

/** Whether the team's own subscription is live now: what opens its members' reports and its shared work (a team key, a team view's embed). */
export async function teamSubscriptionIsLive(teamId: string, nowMs = Date.now()): Promise<boolean> {
  return hasPaidAccess((await teamRef(teamId).get()).data() as TeamRecord | undefined, nowMs);
}

/** Whether the record's team (when it is in one) opens the reports now. */
export async function teamHasPaidAccess(record: UserRecord | undefined, nowMs = Date.now()): Promise<boolean> {
  return record?.teamId ? teamSubscriptionIsLive(record.teamId, nowMs) : false;
}

/** Whether the reader with this record reads the paid reports now: their own subscription, or their team's. */
export async function recordHasPaidAccess(record: UserRecord | undefined, nowMs: number): Promise<boolean> {
  return hasPaidAccess(record, nowMs) || (await teamHasPaidAccess(record, nowMs));
}

export async function userHasPaidAccess(uid: string, nowMs = Date.now()): Promise<boolean> {
  return recordHasPaidAccess(await getUserRecord(uid), nowMs);
}
