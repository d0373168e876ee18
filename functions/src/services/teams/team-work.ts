/**
 * The team's shared work (its saved views, follows and API keys) asks one thing of the team: who
 * is in it and with what role. `users/{uid}.teamId` names the team and its member document holds
 * the role, both written in one transaction when someone joins or leaves (team-membership); both
 * must agree, so a record still naming a team whose member document is gone is no member, and a
 * removal takes effect on the next request whichever write lands first.
 */
import type { TeamRole } from '@cannabis-reports/contracts';
import { userRecordRef } from '../accounts/user-records';
import { membersOf, teamRef } from './team-store';

export interface Membership {
  teamId: string;
  role: TeamRole;
}

const ROLES: readonly string[] = ['owner', 'admin', 'member'] satisfies TeamRole[];

export async function membershipOf(uid: string): Promise<Membership | null> {
  const teamId = (await userRecordRef(uid).get()).get('teamId') as unknown;
  if (typeof teamId !== 'string' || !teamId) return null;
  const role = (await membersOf(teamId).doc(uid).get()).get('role') as unknown;
  return typeof role === 'string' && ROLES.includes(role) ? { teamId, role: role as TeamRole } : null;
}

/** The owner and the admins manage the team's shared work (its views, follows and API keys); members use it. */
export const canManageTeamWork = (role: TeamRole): boolean => role === 'owner' || role === 'admin';

/** The uids of the team's members, the owner and admins among them. */
export async function memberUidsOf(teamId: string): Promise<string[]> {
  return (await membersOf(teamId).select().get()).docs.map((doc) => doc.id);
}

/** The team's seats (members with the owner), at least one. */
export async function seatsOf(teamId: string): Promise<number> {
  const seats = (await teamRef(teamId).get()).get('seats') as unknown;
  return typeof seats === 'number' && seats >= 1 ? Math.floor(seats) : 1;
}
