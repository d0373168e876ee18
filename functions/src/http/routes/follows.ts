/**
 * The caller's follows and alert settings on /profile, and the alert mails' one-click
 * unsubscribe. Following is open to every signed-in user (a free account gets the monthly
 * note); each route acts on the caller's own follows only. The unsubscribe takes no sign-in:
 * the signed token names the user, and a POST to it (RFC 8058) unsubscribes at once.
 */
import {
  FOLLOWS_MAX,
  alertModeSchema,
  endpoints,
  followTargetSchema,
  type FollowsAnswer,
} from '@cannabis-reports/contracts';
import { Router } from 'express';
import { alertLinkSecret } from '../../config';
import { badRequest } from '../../errors';
import {
  follow,
  getFollows,
  setAlertMode,
  unfollow,
  unsubscribeAll,
  type UserFollows,
} from '../../services/alerts/follow-store';
import { verifyUnsubscribeToken } from '../../services/alerts/unsubscribe-token';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';
import { parse } from '../validation/parse';
import { userHasPaidAccess } from '../../services/teams/team-access';
import { unsubscribePage } from './unsubscribe-page';

async function answerOf(uid: string, follows: UserFollows): Promise<FollowsAnswer> {
  return { ...follows, fullAlerts: await userHasPaidAccess(uid), maxFollows: FOLLOWS_MAX };
}

const targetOf = (body: { target?: unknown }) => parse(followTargetSchema, body.target, 'unknown_follow_target');

function uidOfToken(token: string | undefined): string {
  const uid = verifyUnsubscribeToken(alertLinkSecret.value(), token);
  if (!uid) throw badRequest('unsubscribe_link_invalid', 'This unsubscribe link is not valid');
  return uid;
}

export function followRoutes(): Router {
  const router = Router();

  route(router, endpoints.follows, [requireAuth, limits.followRead], async (_input, req) =>
    answerOf(callerOf(req).uid, await getFollows(callerOf(req).uid)),
  );

  route(router, endpoints.follow, [requireAuth, limits.followWrite], async ({ body }, req) =>
    answerOf(callerOf(req).uid, await follow(callerOf(req).uid, targetOf(body))),
  );

  route(router, endpoints.unfollow, [requireAuth, limits.followWrite], async ({ body }, req) =>
    answerOf(callerOf(req).uid, await unfollow(callerOf(req).uid, targetOf(body))),
  );

  route(router, endpoints.alertSettings, [requireAuth, limits.followWrite], async ({ body }, req) => {
    const alertMode = parse(alertModeSchema, body.alertMode, 'alert_mode_invalid');
    return answerOf(callerOf(req).uid, await setAlertMode(callerOf(req).uid, alertMode));
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
