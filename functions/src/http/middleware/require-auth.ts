/**
 * Verifies the Firebase ID token of every protected request
 * (https://firebase.google.com/docs/auth/admin/verify-id-tokens), including revocation,
 * so a token issued before a sign-out-everywhere or a password change stops working.
 */
import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../errors';
import { adminAuth } from '../../services/firebase';
import { bearerToken } from './bearer';

export interface Caller {
  uid: string;
  email: string | undefined;
}

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
  try {
    const decoded = await adminAuth().verifyIdToken(token, true);
    callers.set(req, { uid: decoded.uid, email: decoded.email?.toLowerCase() });
  } catch {
    throw unauthorized('session_invalid', 'Your session has expired or is invalid. Please sign in again.');
  }
  next();
};
