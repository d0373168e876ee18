/**
 * Lets through only requests with a genuine Firebase ID token, not revoked, of a session
 * younger than its lifetime (see services/accounts/id-tokens), and remembers their caller
 * for the route. Every refused token is logged as a security event, without the token.
 */
import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../errors';
import { requestFields, securityEvent } from '../../logs';
import { checkIdToken, type SignedInUser } from '../../services/accounts/id-tokens';
import { bearerToken } from './bearer';
import { clientAddress } from './client-address';

export type Caller = SignedInUser;

const callers = new WeakMap<Request, Caller>();

/** The signed-in caller of a request that passed requireAuth. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized('unauthenticated', 'Authentication required');
  return caller;
}

/** The caller, when the request passed requireAuth; undefined otherwise. */
export const signedInCallerOf = (req: Request): Caller | undefined => callers.get(req);

export const requireAuth: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw unauthorized('unauthenticated', 'Sign in to continue: the request has no valid ID token');
  const check = await checkIdToken(token);
  if (!check.ok) {
    const fields = requestFields(req, clientAddress(req));
    if (check.reason === 'session_expired') {
      securityEvent('session_expired', { ...fields, uid: check.uid });
      throw unauthorized('session_expired', 'Your session has ended. Please sign in again.');
    }
    securityEvent('id_token_rejected', { ...fields, reason: check.firebaseCode });
    throw unauthorized('session_invalid', 'Your session has expired or is invalid. Please sign in again.');
  }
  callers.set(req, check.user);
  next();
};
