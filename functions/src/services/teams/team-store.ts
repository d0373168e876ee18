/**
 * The team collections: `teams/{id}` (name, owner, seats, and the subscription fields the billing
 * sync writes as it does a user record's), `teams/{id}/members/{uid}` (role, e-mail, when they
 * joined) and `teamInvitations/{id}`. Only this folder reads or writes them; firestore.rules lets a
 * member read their team and its members, and nobody write.
 */
import type { Team, TeamInvitation, TeamMember, TeamRole, GrantedRole } from '@cannabis-reports/contracts';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { forbidden, notFound } from '../../errors';
import type { AccessFields } from '../billing/access-policy';
import { hasPaidAccess } from '../billing/access-policy';
import { userRecordRef, type UserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';

/** The billing fields of a team, named as a user record's (team-billing-store writes them). */
type TeamBillingFields = Pick<
  UserRecord,
  | 'trialAvailed'
  | 'stripeCustomerId'
  | 'previousStripeCustomerId'
  | 'stripeSubscriptionId'
  | 'subscriptionCancelAtPeriodEnd'
  | 'subscriptionEndsAt'
  | 'openInvoiceUrl'
  | 'paymentActionRequired'
>;

export interface TeamRecord extends AccessFields, Partial<TeamBillingFields> {
  name: string;
  ownerUid: string;
  createdAt: Timestamp;
  /** Members, the owner included: the subscription's quantity. */
  seats: number;
}

export interface MemberRecord {
  role: TeamRole;
  email: string;
  joinedAt: Timestamp;
}

export interface InvitationRecord {
  teamId: string;
  /** Trimmed and lower-cased. */
  email: string;
  role: GrantedRole;
  invitedBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt?: Timestamp | null;
  /** Who accepted it. */
  usedBy?: string | null;
}

export const teamRef = (teamId: string) => db().collection('teams').doc(teamId);
export const membersOf = (teamId: string) => teamRef(teamId).collection('members');
export const invitations = () => db().collection('teamInvitations');

export const NOT_IN_TEAM = 'You are not in a team';

/** The caller's team and role, read in the transaction; a 404 when they are in none. */
export async function callerMembership(
  transaction: Transaction,
  uid: string,
): Promise<{ teamId: string; team: TeamRecord; role: TeamRole; user: UserRecord }> {
  const user = (await transaction.get(userRecordRef(uid))).data() as UserRecord | undefined;
  const teamId = user?.teamId;
  if (!user || !teamId) throw notFound('not_found', NOT_IN_TEAM);
  const [team, member] = await Promise.all([
    transaction.get(teamRef(teamId)),
    transaction.get(membersOf(teamId).doc(uid)),
  ]);
  if (!team.exists || !member.exists) throw notFound('not_found', NOT_IN_TEAM);
  return { teamId, team: team.data() as TeamRecord, role: (member.data() as MemberRecord).role, user };
}

export const refuseUnless = (allowed: boolean, message: string) => {
  if (!allowed) throw forbidden('forbidden', message);
};

const iso = (time: Timestamp) => time.toDate().toISOString();
const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** The caller's team as the API answers it, or null when they are in none. */
export async function readTeam(uid: string, nowMs = Date.now()): Promise<Team | null> {
  const user = (await userRecordRef(uid).get()).data() as UserRecord | undefined;
  const teamId = user?.teamId;
  if (!teamId) return null;
  const [team, members] = await Promise.all([teamRef(teamId).get(), membersOf(teamId).get()]);
  const own = members.docs.find((doc) => doc.id === uid);
  if (!team.exists || !own) return null;
  const record = team.data() as TeamRecord;
  const role = (own.data() as MemberRecord).role;
  const list: TeamMember[] = members.docs
    .map((doc) => {
      const { role: memberRole, email, joinedAt } = doc.data() as MemberRecord;
      return { uid: doc.id, email, role: memberRole, joinedAt: iso(joinedAt) };
    })
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt));
  return {
    id: teamId,
    name: record.name,
    seats: record.seats,
    role,
    paidAccess: hasPaidAccess(record, nowMs),
    members: list,
    invitations: role === 'member' ? [] : await pendingInvitations(teamId, nowMs),
  };
}

async function pendingInvitations(teamId: string, nowMs: number): Promise<TeamInvitation[]> {
  const snapshot = await invitations().where('teamId', '==', teamId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as InvitationRecord) }))
    .filter((invitation) => !invitation.usedAt && invitation.expiresAt.toMillis() > nowMs)
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .map(({ id, email, role, createdAt, expiresAt }) => ({
      id,
      email,
      role,
      createdAt: iso(createdAt),
      expiresAt: iso(expiresAt),
    }));
}
