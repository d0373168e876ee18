/**
 * The caller's follows and alert settings on /profile, their team's follows, and the alert mails'
 * one-click unsubscribe. Following is open to every signed-in user (a free account gets the monthly
 * note); each route acts on the caller's own follows, or their team's, which only its owner and
 * admins change (403 not_team_admin for a member). The unsubscribe takes no sign-in: the signed
 * token names the user, and a POST to it (RFC 8058) unsubscribes at once.
 */
import {
  FOLLOWS_MAX,
  alertModeSchema,
  endpoints,
  followTargetSchema,
  workOwnerSchema,
  type FollowsAnswer,
} from '@cannabis-reports/contracts';
import { Router } from 'express';
import { alertLinkSecret } from '../../config';
import { badRequest, forbidden } from '../../errors';
import { getUserRecord } from '../../services/accounts/user-records';
import {
  follow,
  followsRef,
  getFollows,
  getTeamFollows,
  setAlertMode,
  teamFollowsRef,
  unfollow,
  unsubscribeAll,
} from '../../services/alerts/follow-store';
import { verifyUnsubscribeToken } from '../../services/alerts/unsubscribe-token';
import { canManageTeamWork, membershipOf } from '../../services/teams/team-work';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';
import { parse } from '../validation/parse';
import { recordHasPaidAccess } from '../../services/teams/team-access';
import { unsubscribePage } from './unsubscribe-page';

async function answerOf(uid: string): Promise<FollowsAnswer> {
  const [follows, record, membership] = await Promise.all([getFollows(uid), getUserRecord(uid), membershipOf(uid)]);
  const team = membership
    ? { follows: await getTeamFollows(membership.teamId), canManage: canManageTeamWork(membership.role) }
    : null;
  return { ...follows, fullAlerts: await recordHasPaidAccess(record, Date.now()), maxFollows: FOLLOWS_MAX, team };
}

const targetOf = (body: { target?: unknown }) => parse(followTargetSchema, body.target, 'unknown_follow_target');

/** The follows document a change acts on: the caller's own, or their team's when they manage it. */
async function followsToChange(uid: string, body: { owner?: unknown }) {
  if (parse(workOwnerSchema, body.owner ?? 'personal', 'work_owner_invalid') === 'personal') return followsRef(uid);
  const membership = await membershipOf(uid);
  if (!membership) throw forbidden('not_team_member', 'You are not in a team');
  if (!canManageTeamWork(membership.role))
    throw forbidden('not_team_admin', "Only your team's owner and admins change what the team follows");
  return teamFollowsRef(membership.teamId);
}

function uidOfToken(token: string | undefined): string {
  const uid = verifyUnsubscribeToken(alertLinkSecret.value(), token);
  if (!uid) throw badRequest('unsubscribe_link_invalid', 'This unsubscribe link is not valid');
  return uid;
}

export function followRoutes(): Router {
  const router = Router();

  route(router, endpoints.follows, [requireAuth, limits.followRead], async (_input, req) =>
    answerOf(callerOf(req).uid),
  );

  route(router, endpoints.follow, [requireAuth, limits.followWrite], async ({ body }, req) => {
    const target = targetOf(body);
    await follow(await followsToChange(callerOf(req).uid, body), target);
    return answerOf(callerOf(req).uid);
  });

  route(router, endpoints.unfollow, [requireAuth, limits.followWrite], async ({ body }, req) => {
    const target = targetOf(body);
    await unfollow(await followsToChange(callerOf(req).uid, body), target);
    return answerOf(callerOf(req).uid);
  });

  route(router, endpoints.alertSettings, [requireAuth, limits.followWrite], async ({ body }, req) => {
    await setAlertMode(callerOf(req).uid, parse(alertModeSchema, body.alertMode, 'alert_mode_invalid'));
    return answerOf(callerOf(req).uid);
  });

  // The page only asks: a mail scanner that follows links must not unsubscribe anyone.
  route(
    router,
    endpoints.unsubscribePage,
    [limits.unsubscribe],
    ({ query }) => {
      uidOfToken(query.token);
      return { success: true };
    },
    (_answer, req, res) => void res.type('html').send(unsubscribePage(String(req.query.token))),
  );

  route(router, endpoints.unsubscribe, [limits.unsubscribe], async ({ query }) => {
    await unsubscribeAll(uidOfToken(query.token));
    return { success: true };
  });

  return router;
}
