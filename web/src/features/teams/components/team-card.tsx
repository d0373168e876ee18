/**
 * Profile's 'Team': make a team, or see yours: its seats, whether its subscription opens the
 * reports, its members with their roles, and (for the owner and admins) the invite form and the
 * invitations not yet accepted, and the team's billing (team-billing). Each change answers the team as it now stands, shown at once.
 */
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { useQuery } from '../../../lib/use-query';
import {
  changeRole,
  createTeam,
  fetchTeam,
  handOver,
  inviteToTeam,
  removeMember,
  revokeInvitation,
  type Team,
  type TeamAnswer,
} from '../api/team';
import { TeamBillingSection } from './team-billing';
import { TeamMembers, type MemberActions } from './team-members';
import { InviteForm, PendingInvitations } from './team-invitations';
import { useTeamAction } from './use-team-action';
import './teams.css';

function CreateTeamForm({ busy, onCreate }: { busy: boolean; onCreate: (name: string) => void }) {
  const [name, setName] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name);
  };
  return (
    <form className="form team-form" onSubmit={onSubmit}>
      <p>
        Make a team to give your colleagues the reports under one subscription: you invite them by email, and each keeps
        their own account.
      </p>
      <TextField
        label="Team name"
        value={name}
        maxLength={60}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Working...' : 'Create team'}
      </button>
    </form>
  );
}

function seatsLine(team: Team): string {
  const seats = `${team.seats} ${team.seats === 1 ? 'seat' : 'seats'}`;
  return team.paidAccess
    ? `${seats}. The team's subscription gives every member the reports.`
    : `${seats}. The team has no active subscription: members read the reports only with their own.`;
}

export function TeamCard() {
  const { user, refreshUserInfo } = useAuth();
  const { data, status } = useQuery({ key: ['team'], fetcher: fetchTeam });
  const [latest, setLatest] = useState<TeamAnswer>();
  const onAnswer = (answer: TeamAnswer) => {
    setLatest(answer);
    // Joining, leaving or being handed a team can change what the user reads.
    void refreshUserInfo();
  };
  const { busy, run } = useTeamAction(onAnswer);
  const team = latest ? latest.team : data?.team;

  const actions: MemberActions = {
    onRemove: (member) => {
      const self = member.uid === user?.uid;
      const question = self
        ? 'Leave the team? You lose the reports its subscription gives you at once.'
        : `Remove ${member.email} from the team? They lose the reports at once.`;
      if (!window.confirm(question)) return;
      void run(
        () => removeMember(member.uid),
        self ? 'You have left the team.' : `${member.email} is removed.`,
        'Could not remove the member. Please try again.',
      );
    },
    onRole: (member, role) =>
      void run(
        () => changeRole(member.uid, role),
        `${member.email} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
        'Could not change the role. Please try again.',
      ),
    onHandOver: (member) => {
      if (!window.confirm(`Make ${member.email} the owner? You stay on as an admin.`)) return;
      void run(
        () => handOver(member.uid),
        `${member.email} now owns the team.`,
        'Could not hand the team over. Please try again.',
      );
    },
  };

  return (
    <section className="card" id="team" aria-labelledby="team-title">
      <h2 id="team-title">{team ? `Team: ${team.name}` : 'Team'}</h2>
      {status === 'loading' && !latest && <p>Loading your team...</p>}
      {status === 'error' && !latest && (
        <p className="error-text">Your team could not be loaded. Please try again later.</p>
      )}
      {status === 'success' && !team && (
        <CreateTeamForm
          busy={busy}
          onCreate={(name) =>
            void run(
              () => createTeam(name),
              `The team '${name.trim()}' is made.`,
              'Could not make the team. Please try again.',
            )
          }
        />
      )}
      {team && (
        <>
          <p>{seatsLine(team)}</p>
          <TeamMembers team={team} selfUid={user?.uid ?? ''} busy={busy} actions={actions} />
          {team.role !== 'member' && (
            <>
              <TeamBillingSection team={team} />
              <InviteForm
                busy={busy}
                onInvite={(email, role) =>
                  run(
                    () => inviteToTeam(email, role),
                    `An invitation is on its way to ${email.trim()}.`,
                    'Could not send the invitation. Please try again.',
                  )
                }
              />
              <PendingInvitations
                invitations={team.invitations}
                busy={busy}
                onRevoke={(invitation) =>
                  void run(
                    () => revokeInvitation(invitation.id),
                    `The invitation to ${invitation.email} is revoked.`,
                    'Could not revoke the invitation. Please try again.',
                  )
                }
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
