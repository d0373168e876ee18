/**
 * Invitations to a team: an admin or the owner invites an address, the server mails it a signed
 * link (invitation-token) valid for a week, and the person signed in with that verified address
 * accepts it once. Inviting an address again replaces its pending invitation (the older link stops
 * working); revoking deletes it. Accepting is one transaction: the invitation is spent, the member
 * added, their record's `teamId` and the team's `seats` written, or nothing is.
 */
import { followMembersAfterChange } from '../billing/team-seats';
import { INVITATION_TTL_DAYS, PENDING_INVITATIONS_MAX, type GrantedRole } from '@cannabis-reports/contracts';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { alertLinkSecret } from '../../config';
import { badRequest, conflict, forbidden, HttpError, notFound, serviceUnavailable } from '../../errors';
import { teamMailFailed } from '../../logs';
import { withinMailboxShare } from '../accounts/mailbox-share';
import { userRecordRef, verifiedAddressOf, type UserRecord } from '../accounts/user-records';
import { sendEmail } from '../mail/transport';
import { db } from '../platform/firebase';
import { invitationEmail, invitationLink } from './invitation-mail';
import { signInvitationToken, verifyInvitationToken } from './invitation-token';
import { ALREADY_IN_TEAM } from './team-membership';
import { managesInvitations } from './team-roles';
import {
  callerMembership,
  invitations,
  membersOf,
  refuseUnless,
  teamRef,
  type InvitationRecord,
  type MemberRecord,
  type TeamRecord,
} from './team-store';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Invitations one mailbox gets a day, from every team together. */
export const INVITATIONS_PER_MAILBOX_PER_DAY = 5;

const ONLY_ADMINS = 'Only the owner and admins can manage invitations';
const INVALID = 'This invitation link is invalid. Ask for a new invitation.';

/** Records an invitation to `email` and mails its link; a mail that fails takes the invitation back. */
export async function inviteToTeam(uid: string, email: string, role: GrantedRole, nowMs = Date.now()): Promise<void> {
  if (!(await withinMailboxShare('team-invitation', uid, email, INVITATIONS_PER_MAILBOX_PER_DAY)))
    throw new HttpError(
      429,
      'rate_limited',
      'This address has had enough invitations today. Please try again tomorrow.',
    );
  const ref = invitations().doc();
  const { teamName, inviter } = await db().runTransaction(async (transaction) => {
    const { teamId, team, role: callerRole, user } = await callerMembership(transaction, uid);
    refuseUnless(managesInvitations(callerRole), ONLY_ADMINS);
    const [members, pending] = await Promise.all([
      transaction.get(membersOf(teamId).where('email', '==', email).limit(1)),
      transaction.get(invitations().where('teamId', '==', teamId)),
    ]);
    if (!members.empty) throw conflict('already_in_team', `${email} is already in your team`);
    const live = pending.docs.filter((doc) => {
      const invitation = doc.data() as InvitationRecord;
      return !invitation.usedAt && invitation.expiresAt.toMillis() > nowMs;
    });
    const same = live.filter((doc) => (doc.data() as InvitationRecord).email === email);
    if (live.length - same.length >= PENDING_INVITATIONS_MAX)
      throw conflict(
        'invitations_full',
        `A team can have ${PENDING_INVITATIONS_MAX} pending invitations: revoke one first`,
      );
    for (const doc of same) transaction.delete(doc.ref);
    const invitation: InvitationRecord = {
      teamId,
      email,
      role,
      invitedBy: uid,
      createdAt: Timestamp.fromMillis(nowMs),
      expiresAt: Timestamp.fromMillis(nowMs + INVITATION_TTL_MS),
      usedAt: null,
    };
    transaction.create(ref, invitation);
    return { teamName: team.name, inviter: user.email };
  });
  try {
    const link = invitationLink(signInvitationToken(alertLinkSecret.value(), ref.id));
    await sendEmail(invitationEmail(email, teamName, inviter, link));
  } catch (error) {
    teamMailFailed(uid, error);
    await ref.delete();
    throw serviceUnavailable(
      'mail_unavailable',
      'The email could not be sent right now. Please try again in a few minutes.',
    );
  }
}

/** The signed-in caller joins the team the invitation names, with its role. */
export async function acceptInvitation(uid: string, token: unknown, nowMs = Date.now()): Promise<void> {
  const id = verifyInvitationToken(alertLinkSecret.value(), token);
  if (!id) throw badRequest('invitation_invalid', INVALID);
  const teamId = await db().runTransaction(async (transaction) => {
    const invitationRef = invitations().doc(id);
    const userRef = userRecordRef(uid);
    const [invitationDoc, userDoc] = await Promise.all([transaction.get(invitationRef), transaction.get(userRef)]);
    const invitation = invitationDoc.data() as InvitationRecord | undefined;
    if (!invitation) throw badRequest('invitation_invalid', INVALID);
    if (invitation.usedAt) throw badRequest('invitation_used', 'This invitation has already been used.');
    if (invitation.expiresAt.toMillis() <= nowMs)
      throw badRequest('invitation_expired', 'This invitation has expired. Ask for a new invitation.');
    const user = userDoc.data() as UserRecord | undefined;
    if (user?.email !== invitation.email)
      throw forbidden(
        'email_mismatch',
        'This invitation was sent to another email address: sign in with that address to accept it.',
      );
    if (!verifiedAddressOf(user))
      throw forbidden('email_mismatch', 'Verify your email address first, then open the invitation again.');
    if (user.teamId) throw conflict('already_in_team', ALREADY_IN_TEAM);
    const team = (await transaction.get(teamRef(invitation.teamId))).data() as TeamRecord | undefined;
    if (!team) throw badRequest('invitation_invalid', INVALID);
    const member: MemberRecord = {
      role: invitation.role,
      email: invitation.email,
      joinedAt: Timestamp.fromMillis(nowMs),
    };
    transaction.create(membersOf(invitation.teamId).doc(uid), member);
    transaction.update(userRef, { teamId: invitation.teamId });
    transaction.update(teamRef(invitation.teamId), { seats: FieldValue.increment(1) });
    transaction.update(invitationRef, { usedAt: Timestamp.fromMillis(nowMs), usedBy: uid });
    return invitation.teamId;
  });
  await followMembersAfterChange(teamId, 'joined');
}

/** Deletes a pending invitation of the caller's team, so its link no longer works. */
export async function revokeInvitation(uid: string, id: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const { teamId, role } = await callerMembership(transaction, uid);
    refuseUnless(managesInvitations(role), ONLY_ADMINS);
    const ref = invitations().doc(id);
    const invitation = (await transaction.get(ref)).data() as InvitationRecord | undefined;
    if (invitation?.teamId !== teamId || invitation.usedAt)
      throw notFound('not_found', 'There is no such pending invitation');
    transaction.delete(ref);
  });
}
