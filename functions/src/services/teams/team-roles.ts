/**
 * Who in a team may do what. The owner does everything and is the only one who changes roles or
 * hands the team over; an admin invites, revokes invitations and removes members (not other admins,
 * who are the owner's to remove); anyone but the owner may leave. The owner never leaves nor is
 * removed: they hand the team over first, so a team always has one.
 */
import type { TeamRole } from '@cannabis-reports/contracts';

export const managesInvitations = (role: TeamRole) => role === 'owner' || role === 'admin';
/** Who buys the team plan: whoever manages who takes a seat. */
export const managesBilling = managesInvitations;

/** Whether `actor` (uid `actorUid`) may take `target` (uid `targetUid`) out of the team. */
export function mayRemove(actor: TeamRole, actorUid: string, target: TeamRole, targetUid: string): boolean {
  if (target === 'owner') return false;
  if (actorUid === targetUid) return true;
  return actor === 'owner' || (actor === 'admin' && target === 'member');
}

export const changesRoles = (role: TeamRole) => role === 'owner';
