/** The team's members, one row each: their address, role and day they joined, and what the caller may do to them. */
import { formatDate } from '../../../lib/dates';
import type { GrantedRole, Team, TeamMember } from '../api/team';

const ROLE_NAMES: Record<TeamMember['role'], string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export interface MemberActions {
  onRemove: (member: TeamMember) => void;
  onRole: (member: TeamMember, role: GrantedRole) => void;
  onHandOver: (member: TeamMember) => void;
}

/** Whether the caller may take `member` out: the owner anyone else, an admin members, anyone themselves (not the owner). */
function mayRemove(team: Team, member: TeamMember, selfUid: string): boolean {
  if (member.role === 'owner') return false;
  if (member.uid === selfUid) return true;
  return team.role === 'owner' || (team.role === 'admin' && member.role === 'member');
}

function MemberRow({
  team,
  member,
  selfUid,
  busy,
  actions,
}: {
  team: Team;
  member: TeamMember;
  selfUid: string;
  busy: boolean;
  actions: MemberActions;
}) {
  const self = member.uid === selfUid;
  const ownerActs = team.role === 'owner' && !self;
  return (
    <tr>
      <th scope="row" className="team-member-email">
        {member.email}
        {self && ' (you)'}
      </th>
      <td>{ROLE_NAMES[member.role]}</td>
      <td className="team-joined">{formatDate(Date.parse(member.joinedAt) / 1000)}</td>
      <td>
        <div className="team-actions">
          {ownerActs && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => actions.onRole(member, member.role === 'admin' ? 'member' : 'admin')}
            >
              {member.role === 'admin' ? 'Make member' : 'Make admin'}{' '}
              <span className="visually-hidden">{member.email}</span>
            </button>
          )}
          {ownerActs && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => actions.onHandOver(member)}
            >
              Hand over ownership <span className="visually-hidden">to {member.email}</span>
            </button>
          )}
          {mayRemove(team, member, selfUid) && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => actions.onRemove(member)}
            >
              {self ? (
                'Leave the team'
              ) : (
                <>
                  Remove <span className="visually-hidden">{member.email}</span>
                </>
              )}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

export function TeamMembers({
  team,
  selfUid,
  busy,
  actions,
}: {
  team: Team;
  selfUid: string;
  busy: boolean;
  actions: MemberActions;
}) {
  return (
    // Four columns are wider than a phone: the table scrolls in its box, never the page.
    <div className="table-scroll" role="region" aria-label="Team members" tabIndex={0}>
      <table className="team-members">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col" className="team-joined">
              Joined
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {team.members.map((member) => (
            <MemberRow key={member.uid} team={team} member={member} selfUid={selfUid} busy={busy} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
