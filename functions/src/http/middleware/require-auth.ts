/**
 * Lets through only requests with a genuine Firebase ID token, not revoked (see
 * services/users/id-tokens), and remembers their caller for the route.
 */
import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../errors';
import { verifyIdToken, type SignedInUser } from '../../services/users/id-tokens';
import { bearerToken } from './bearer';

export type Caller = SignedInUser;

const callers = new WeakMap<Request, Caller>();

/** The signed-in caller of a request that passed requireAuth. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized('unauthenticated', 'Authentication required');
  return caller;
}

export const requireAuth: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw unauthorized('unauthenticated', 'Sign in to continue: the request has no valid ID token');
  const caller = await verifyIdToken(token);
  if (!caller) throw unauthorized('session_invalid', 'Your session has expired or is invalid. Please sign in again.');
  callers.set(req, caller);
  next();
};
