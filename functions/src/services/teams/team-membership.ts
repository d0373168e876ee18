/**
 * The one read of a user's team: `users/{uid}.teamId` names it and `teams/{teamId}/members/{uid}`
 * holds the role (both written in one transaction when someone joins or leaves). Both must agree:
 * a record still naming a team whose member document is gone is no member, so a removal takes
 * effect on the next request whichever write lands first.
 */
import { hasPaidAccess, type AccessFields } from '../billing/access-policy';
import { db } from '../platform/firebase';

export type TeamRole = 'owner' | 'admin' | 'member';

export interface Membership {
  teamId: string;
  role: TeamRole;
}

const ROLES: readonly string[] = ['owner', 'admin', 'member'] satisfies TeamRole[];

export const teamRef = (teamId: string) => db().collection('teams').doc(teamId);
export const teamMemberRef = (teamId: string, uid: string) => teamRef(teamId).collection('members').doc(uid);

export async function membershipOf(uid: string): Promise<Membership | null> {
  const teamId = (await db().collection('users').doc(uid).get()).get('teamId') as unknown;
  if (typeof teamId !== 'string' || !teamId) return null;
  const role = (await teamMemberRef(teamId, uid).get()).get('role') as unknown;
  return typeof role === 'string' && ROLES.includes(role) ? { teamId, role: role as TeamRole } : null;
}

/** The owner and the admins manage the team's shared work (its views, follows and API keys); members use it. */
export const canManageTeamWork = (role: TeamRole): boolean => role === 'owner' || role === 'admin';

/** The uids of the team's members, the owner and admins among them. */
export async function memberUidsOf(teamId: string): Promise<string[]> {
  return (await teamRef(teamId).collection('members').select().get()).docs.map((doc) => doc.id);
}

/** The team's seats (members with the owner), at least one. */
export async function seatsOf(teamId: string): Promise<number> {
  const seats = (await teamRef(teamId).get()).get('seats') as unknown;
  return typeof seats === 'number' && seats >= 1 ? Math.floor(seats) : 1;
}

/** Whether the team's subscription opens the reports now: its record carries a subscriber's fields. */
export async function teamHasPaidAccess(teamId: string, nowMs = Date.now()): Promise<boolean> {
  const record = (await teamRef(teamId).get()).data() as AccessFields | undefined;
  return hasPaidAccess(record, nowMs);
}
