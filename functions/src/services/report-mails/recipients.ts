/**
 * Who a scheduled view's mail goes to: only readers with paid access, at an address they
 * verified. A personal view goes to its owner; a team's view to each member of the team
 * (`teams/{teamId}/members/{uid}`), while the team's subscription (the team record carries the
 * same subscription fields as a user's) or the member's own gives paid access, less the members
 * who unsubscribed from it.
 */
import type { AccessFields } from '../billing/access-policy';
import { hasPaidAccess } from '../billing/access-policy';
import { getUserRecord, verifiedAddressOf } from '../accounts/user-records';
import { db } from '../platform/firebase';
import type { ScheduledView } from '../saved-views/scheduled-views';

export interface Recipient {
  uid: string;
  to: string;
}

async function recipientOf(uid: string, now: number, teamPaid = false): Promise<Recipient | undefined> {
  const record = await getUserRecord(uid);
  const to = verifiedAddressOf(record);
  return to && (teamPaid || hasPaidAccess(record, now)) ? { uid, to } : undefined;
}

async function teamRecipients(teamId: string, now: number): Promise<Array<Recipient | undefined>> {
  const team = db().collection('teams').doc(teamId);
  const [record, members] = await Promise.all([team.get(), team.collection('members').get()]);
  if (!record.exists) return [];
  const teamPaid = hasPaidAccess(record.data() as AccessFields, now);
  return Promise.all(members.docs.map((member) => recipientOf(member.id, now, teamPaid)));
}

export async function scheduleRecipients(schedule: ScheduledView, now = Date.now()): Promise<Recipient[]> {
  const { owner } = schedule;
  const candidates =
    owner.kind === 'user' ? [await recipientOf(owner.uid, now)] : await teamRecipients(owner.teamId, now);
  return candidates.filter(
    (recipient): recipient is Recipient => !!recipient && !schedule.optedOut.includes(recipient.uid),
  );
}
