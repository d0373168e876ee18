/** The owner's and admins' part of the team card: invite an address, and the invitations not yet accepted. */
import { useState, type FormEvent } from 'react';
import { INVITATION_TTL_DAYS } from '@cannabis-reports/contracts';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/dates';
import type { GrantedRole, TeamInvitation } from '../api/team';

export function InviteForm({
  busy,
  onInvite,
}: {
  busy: boolean;
  /** Resolves true once the invitation is sent, so the form empties. */
  onInvite: (email: string, role: GrantedRole) => Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GrantedRole>('member');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onInvite(email, role)) setEmail('');
  };
  return (
    <form className="form team-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby="team-invite-title">
      <h3 id="team-invite-title">Invite someone</h3>
      <p>We email them a link to join, valid for {INVITATION_TTL_DAYS} days.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        maxLength={254}
        required
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="field">
        <label htmlFor="team-invite-role">Role</label>
        <select id="team-invite-role" value={role} onChange={(event) => setRole(event.target.value as GrantedRole)}>
          <option value="member">Member</option>
          <option value="admin">Admin (invites and removes members)</option>
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Working...' : 'Send invitation'}
      </button>
    </form>
  );
}

export function PendingInvitations({
  invitations,
  busy,
  onRevoke,
}: {
  invitations: TeamInvitation[];
  busy: boolean;
  onRevoke: (invitation: TeamInvitation) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="team-pending-title">
      <h3 id="team-pending-title">Pending invitations</h3>
      <ul className="team-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span className="team-member-email">{invitation.email}</span>{' '}
            <span className="team-muted">
              ({invitation.role === 'admin' ? 'Admin' : 'Member'}, until{' '}
              {formatDate(Date.parse(invitation.expiresAt) / 1000)})
            </span>{' '}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => onRevoke(invitation)}
            >
              Revoke <span className="visually-hidden">the invitation to {invitation.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
