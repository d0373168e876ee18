/**
 * The caller's team: read it, make one, invite by e-mail and accept an invitation, revoke one,
 * remove a member (or leave), change a role, hand the team over, buy the team plan, see its billing and open its portal. Every route answers the team as it
 * stands after the change (null once the caller has left). Who may do what is the service's rule
 * (services/teams/team-roles).
 */
import { Router } from 'express';
import {
  endpoints,
  grantedRoleSchema,
  inviteEmailSchema,
  teamDocIdSchema,
  teamNameSchema,
} from '@cannabis-reports/contracts';
import { renewingPersonalSubscription } from '../../services/billing/personal-subscription';
import { createTeamPortalSession, readTeamBilling } from '../../services/billing/team-billing';
import { startTeamCheckout } from '../../services/billing/team-checkout';
import { getUserRecord } from '../../services/accounts/user-records';
import { acceptInvitation, inviteToTeam, revokeInvitation } from '../../services/teams/team-invitations';
import { changeRole, createTeam, handOver, removeMember } from '../../services/teams/team-membership';
import { readTeam } from '../../services/teams/team-store';
import { badRequest } from '../../errors';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';
import { parse } from '../validation/parse';

const roleOf = (value: unknown) => parse(grantedRoleSchema, value ?? 'member');

export function teamRoutes(): Router {
  const router = Router();
  const writes = [requireAuth, limits.teamWrite];

  // The person's checkout limit: a team checkout also makes a Stripe session.
  route(router, endpoints.teamCheckout, [requireAuth, limits.checkout], async ({ body }, req) => {
    const caller = callerOf(req);
    if (!caller.email) throw badRequest('email_required', 'An e-mail address is required to subscribe');
    return { url: await startTeamCheckout({ uid: caller.uid, email: caller.email }, body.plan, body.trial === true) };
  });

  route(router, endpoints.teamBilling, [requireAuth, limits.billingInvoices], async (_input, req, res) => {
    res.set('cache-control', 'no-store');
    return readTeamBilling(callerOf(req).uid);
  });

  route(router, endpoints.teamPortalSession, [requireAuth, limits.billingPortal], async (_input, req) => ({
    url: await createTeamPortalSession(callerOf(req).uid),
  }));

  route(router, endpoints.team, [requireAuth, limits.teamRead], async (_input, req, res) => {
    res.set('cache-control', 'no-store');
    return { team: await readTeam(callerOf(req).uid) };
  });

  route(router, endpoints.createTeam, writes, async ({ body }, req) => {
    const { uid } = callerOf(req);
    await createTeam(uid, parse(teamNameSchema, body.name, 'team_name_invalid'));
    return { team: await readTeam(uid) };
  });

  route(router, endpoints.inviteToTeam, [requireAuth, limits.teamInvite], async ({ body }, req) => {
    const { uid } = callerOf(req);
    await inviteToTeam(uid, parse(inviteEmailSchema, body.email, 'email_required'), roleOf(body.role));
    return { team: await readTeam(uid) };
  });

  route(router, endpoints.acceptInvitation, writes, async ({ body }, req) => {
    const { uid } = callerOf(req);
    await acceptInvitation(uid, body.token);
    const [team, record] = await Promise.all([readTeam(uid), getUserRecord(uid)]);
    return { team, personalSubscription: renewingPersonalSubscription(record) };
  });

  route(router, endpoints.revokeInvitation, writes, async ({ params }, req) => {
    const { uid } = callerOf(req);
    await revokeInvitation(uid, params.id);
    return { team: await readTeam(uid) };
  });

  route(router, endpoints.removeTeamMember, writes, async ({ params }, req) => {
    const { uid } = callerOf(req);
    await removeMember(uid, params.uid);
    return { team: await readTeam(uid) };
  });

  route(router, endpoints.changeTeamRole, writes, async ({ params, body }, req) => {
    const { uid } = callerOf(req);
    await changeRole(uid, params.uid, roleOf(body.role));
    return { team: await readTeam(uid) };
  });

  route(router, endpoints.handOverTeam, writes, async ({ body }, req) => {
    const { uid } = callerOf(req);
    await handOver(uid, parse(teamDocIdSchema, body.uid));
    return { team: await readTeam(uid) };
  });

  return router;
}
