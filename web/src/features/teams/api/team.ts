/** The caller's team (`/team`): read it, make one, invite, accept, revoke, remove or leave, change a role, hand it over. */
import { apiRoutes, type GrantedRole, type Plan } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type {
  GrantedRole,
  TeamBilling,
  PersonalSubscription,
  Team,
  TeamAnswer,
  TeamInvitation,
  TeamMember,
} from '@cannabis-reports/contracts';

export const fetchTeam = (signal?: AbortSignal) => api(apiRoutes.team, { signal });

export const createTeam = (name: string) => api(apiRoutes.createTeam, { body: { name } });

export const inviteToTeam = (email: string, role: GrantedRole) =>
  api(apiRoutes.inviteToTeam, { body: { email, role } });

export const acceptInvitation = (token: string) => api(apiRoutes.acceptInvitation, { body: { token } });

export const revokeInvitation = (id: string) => api(apiRoutes.revokeInvitation, { params: { id } });

export const removeMember = (uid: string) => api(apiRoutes.removeTeamMember, { params: { uid } });

export const changeRole = (uid: string, role: GrantedRole) =>
  api(apiRoutes.changeTeamRole, { params: { uid }, body: { role } });

export const handOver = (uid: string) => api(apiRoutes.handOverTeam, { body: { uid } });

/** The joiner's own subscription, ended at the end of its period (a trial at once), as the profile's cancel does. */
export const cancelPersonalSubscription = () => api(apiRoutes.cancelSubscription);

/** The team's subscription and invoices (owner and admins). */
export const fetchTeamBilling = (signal?: AbortSignal) => api(apiRoutes.teamBilling, { signal });

/** The team plan's checkout, one seat per member; its hosted page. */
export const startTeamCheckout = (plan: Plan, trial = false) => api(apiRoutes.teamCheckout, { body: { plan, trial } });

/** The team portal (owner): card, invoices, plan and seats from the members to 100. */
export const openTeamPortal = () => api(apiRoutes.teamPortalSession);
