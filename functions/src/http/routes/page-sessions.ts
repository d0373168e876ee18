/**
 * The page session's cookie (services/accounts/page-sessions): set for the caller of a checked
 * ID token, and cleared on sign-out. Both answer 204 with only the Set-Cookie header.
 */
import { endpoints } from '@cannabis-reports/contracts';
import { Router, type Request, type Response } from 'express';
import { endedPageSessionCookie, startPageSession } from '../../services/accounts/page-sessions';
import { bearerToken } from '../middleware/bearer';
import { limits } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import { route } from '../route';

/**
 * Hosting drops the Set-Cookie of an answer it may cache: only a `private` one keeps it
 * (https://firebase.google.com/docs/hosting/manage-cache#using_cookies), and the emulator does
 * the same. no-store, as every answer of the API, keeps browsers from storing it either.
 */
const noContentWithCookie = (_answer: null, _req: Request, res: Response) => {
  res.set('cache-control', 'private, no-store').status(204).end();
};

export function pageSessionRoutes(): Router {
  const router = Router();

  // requireAuth has checked the token (revocation and the session's age included), so it is there.
  route(
    router,
    endpoints.startPageSession,
    [requireAuth, limits.pageSession],
    async (_input, req, res) => {
      res.set('set-cookie', await startPageSession(bearerToken(req) ?? ''));
      return null;
    },
    noContentWithCookie,
  );

  route(
    router,
    endpoints.endPageSession,
    [],
    (_input, _req, res) => {
      res.set('set-cookie', endedPageSessionCookie);
      return null;
    },
    noContentWithCookie,
  );

  return router;
}
