/**
 * The caller's own account: `POST /users/delete-account` deletes it (services/accounts/account-deletion),
 * after a typed confirmation, and `POST /users/change-password` sets a new password under the rule
 * (services/accounts/password-reset). Both ask for a sign-in from the last few minutes: the web
 * re-authenticates with the password just before, so a session left open on a shared computer can do neither.
 */
import { type Request, Router } from 'express';
import { endpoints } from '@cannabis-reports/contracts';
import { forbidden } from '../../errors';
import { deleteAccount } from '../../services/accounts/account-deletion';
import { changePassword } from '../../services/accounts/password-reset';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';

/** How recent the caller's sign-in (password re-entered) must be to delete the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
export const RECENT_SIGN_IN_REQUIRED = 'Please enter your password again to delete your account.';
export const RECENT_SIGN_IN_FOR_PASSWORD = 'Please enter your current password again to change it.';

const deleteAccountLimit = limits.deleteAccount;

/** The caller's uid when they signed in within RECENT_SIGN_IN_SECONDS; otherwise a 403 saying `refusal`. */
function recentlySignedIn(req: Request, refusal: string): string {
  const { uid, authTime } = callerOf(req);
  if (Date.now() / 1000 - authTime > RECENT_SIGN_IN_SECONDS) throw forbidden('recent_sign_in_required', refusal);
  return uid;
}

export function accountRoutes(): Router {
  const router = Router();

  route(router, endpoints.deleteAccount, [requireAuth, deleteAccountLimit], async (_input, req) => {
    await deleteAccount(recentlySignedIn(req, RECENT_SIGN_IN_REQUIRED));
    return { success: true };
  });

  route(router, endpoints.changePassword, [requireAuth, limits.changePassword], async ({ body }, req) => {
    await changePassword(recentlySignedIn(req, RECENT_SIGN_IN_FOR_PASSWORD), body.newPassword);
    return { success: true };
  });

  return router;
}
