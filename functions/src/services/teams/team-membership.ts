/**
 * Making a team and changing who is in it. Each change is one transaction over the team, the
 * members concerned and their user records: the member document, the record's `teamId` and the
 * team's `seats` (the subscription's quantity, which billing reads) change together or not at all.
 * A removed member's `teamId` goes in the same write, and every paid read checks it (team-access),
 * so their access and their report tokens end with the transaction.
 */
import type { GrantedRole } from '@cannabis-reports/contracts';
import { endDeletedTeamSubscription, followMembersAfterChange } from '../billing/team-seats';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../errors';
import { userRecordRef, type UserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';
import { changesRoles, mayRemove } from './team-roles';
import { callerMembership, membersOf, refuseUnless, teamRef, type MemberRecord, type TeamRecord } from './team-store';

export const ALREADY_IN_TEAM = 'You are already in a team: leave it first';
const NO_SUCH_MEMBER = 'There is no such member in your team';

/** A new team with the caller as its owner and only seat; refused when they are in a team already. */
export async function createTeam(uid: string, name: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const userRef = userRecordRef(uid);
    const user = (await transaction.get(userRef)).data() as UserRecord | undefined;
    if (!user) throw notFound('not_found', 'Your account is not ready yet. Please try again in a moment.');
    if (user.teamId) throw conflict('already_in_team', ALREADY_IN_TEAM);
    const ref = teamRef(db().collection('teams').doc().id);
    const now = Timestamp.now();
    const team: TeamRecord = { name, ownerUid: uid, createdAt: now, seats: 1 };
    const owner: MemberRecord = { role: 'owner', email: user.email, joinedAt: now };
    transaction.create(ref, team);
    transaction.create(membersOf(ref.id).doc(uid), owner);
    transaction.update(userRef, { teamId: ref.id });
  });
}

/** Takes `targetUid` out of the caller's team (or the caller, leaving); the owner stays. */
export async function removeMember(uid: string, targetUid: string): Promise<void> {
  const teamId = await db().runTransaction(async (transaction) => {
    const { teamId, team, role } = await callerMembership(transaction, uid);
    const targetRef = membersOf(teamId).doc(targetUid);
    const [targetDoc, targetUser] = await Promise.all([
      transaction.get(targetRef),
      transaction.get(userRecordRef(targetUid)),
    ]);
    const target = targetDoc.data() as MemberRecord | undefined;
    if (!target) throw notFound('not_found', NO_SUCH_MEMBER);
    if (target.role === 'owner')
      throw conflict('owner_stays', 'The owner cannot leave the team: hand it over to another member first');
    refuseUnless(mayRemove(role, uid, target.role, targetUid), 'Only the owner can remove an admin');
    transaction.delete(targetRef);
    // A record its account's deletion removed first has no teamId left to clear.
    if (targetUser.exists) transaction.update(targetUser.ref, { teamId: FieldValue.delete() });
    transaction.update(teamRef(teamId), { seats: Math.max(1, team.seats - 1) });
    return teamId;
  });
  await followMembersAfterChange(teamId, 'left');
}

/** The owner makes a member an admin or an admin a member. */
export async function changeRole(uid: string, targetUid: string, newRole: GrantedRole): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const { teamId, role } = await callerMembership(transaction, uid);
    refuseUnless(changesRoles(role), 'Only the owner can change roles');
    const targetRef = membersOf(teamId).doc(targetUid);
    const target = (await transaction.get(targetRef)).data() as MemberRecord | undefined;
    if (!target) throw notFound('not_found', NO_SUCH_MEMBER);
    if (target.role === 'owner')
      throw conflict('owner_stays', 'The owner stays the owner until they hand the team over');
    transaction.update(targetRef, { role: newRole });
  });
}

/** The owner hands the team to another member, and stays on as an admin. */
export async function handOver(uid: string, newOwnerUid: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const { teamId, role } = await callerMembership(transaction, uid);
    refuseUnless(role === 'owner', 'Only the owner can hand the team over');
    const targetRef = membersOf(teamId).doc(newOwnerUid);
    const target = (await transaction.get(targetRef)).data() as MemberRecord | undefined;
    if (!target || newOwnerUid === uid) throw notFound('not_found', NO_SUCH_MEMBER);
    transaction.update(targetRef, { role: 'owner' });
    transaction.update(membersOf(teamId).doc(uid), { role: 'admin' });
    transaction.update(teamRef(teamId), { ownerUid: newOwnerUid });
  });
}

/**
 * A deleted account leaves its team: its seat is freed, and the subscription's quantity follows
 * after the transaction. An owner's team passes to the admin who joined first, else the member who
 * did, so the others keep their team; an owner alone takes the team with them, and its
 * subscription ends with it. Idempotent, as the account's deletion must be: a record without a
 * team does nothing.
 */
export async function leaveTeamOnDeletion(uid: string): Promise<void> {
  const left = await db().runTransaction(async (transaction) => {
    const userRef = userRecordRef(uid);
    const teamId = ((await transaction.get(userRef)).data() as UserRecord | undefined)?.teamId;
    if (!teamId) return undefined;
    const [members, teamDoc] = await Promise.all([
      transaction.get(membersOf(teamId)),
      transaction.get(teamRef(teamId)),
    ]);
    const own = members.docs.find((doc) => doc.id === uid);
    const others = members.docs
      .filter((doc) => doc.id !== uid)
      .map((doc) => ({ ref: doc.ref, uid: doc.id, ...(doc.data() as MemberRecord) }))
      .sort(
        (a, b) =>
          Number(b.role === 'admin') - Number(a.role === 'admin') || a.joinedAt.toMillis() - b.joinedAt.toMillis(),
      );
    transaction.update(userRef, { teamId: FieldValue.delete() });
    if (own) transaction.delete(own.ref);
    if (others.length === 0) {
      transaction.delete(teamRef(teamId));
      return { teamId, gone: (teamDoc.data() as TeamRecord | undefined)?.stripeSubscriptionId ?? null };
    }
    const team: Partial<TeamRecord> = { seats: others.length };
    if ((own?.data() as MemberRecord | undefined)?.role === 'owner') {
      transaction.update(others[0].ref, { role: 'owner' });
      team.ownerUid = others[0].uid;
    }
    transaction.update(teamRef(teamId), team);
    return { teamId, gone: undefined };
  });
  if (!left) return;
  if (left.gone === undefined) await followMembersAfterChange(left.teamId, 'left');
  else if (left.gone) await endDeletedTeamSubscription(left.teamId, left.gone);
}
