/**
 * The report gate: the caller's record is paid, or their team's is (team-access), and not past the
 * paid period by more than the grace (a renewal webhook that never came). Read on every call, never
 * cached per user.
 */
import type { RequestHandler } from 'express';
import { forbidden } from '../../errors';
import { userHasPaidAccess } from '../../services/teams/team-access';
import { callerOf } from './require-auth';

export const SUBSCRIPTION_REQUIRED = 'You need an active subscription to access reports';

export async function requirePaidUser(uid: string): Promise<void> {
  if (!(await userHasPaidAccess(uid))) throw forbidden('not_paid', SUBSCRIPTION_REQUIRED);
}

/** For routes signed in with an ID token: after requireAuth. */
export const requirePaidAccess: RequestHandler = async (req, _res, next) => {
  await requirePaidUser(callerOf(req).uid);
  next();
};
