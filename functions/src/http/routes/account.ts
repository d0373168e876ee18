/**
 * `POST /users/delete-account`: deletes the caller's own account (services/accounts/account-deletion).
 * It asks for a typed confirmation and a sign-in from the last few minutes: the web
 * re-authenticates with the password just before, so a session left open on a shared
 * computer cannot delete the account.
 */
import { Router } from 'express';
import { endpoints } from '@cannabis-reports/contracts';
import { forbidden } from '../../errors';
import { deleteAccount } from '../../services/accounts/account-deletion';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';

/** How recent the caller's sign-in (password re-entered) must be to delete the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
export const RECENT_SIGN_IN_REQUIRED = 'Please enter your password again to delete your account.';

const deleteAccountLimit = limits.deleteAccount;

export function accountRoutes(): Router {
  const router = Router();

  route(router, endpoints.deleteAccount, [requireAuth, deleteAccountLimit], async (_input, req) => {
    const { uid, authTime } = callerOf(req);
    if (Date.now() / 1000 - authTime > RECENT_SIGN_IN_SECONDS) {
      throw forbidden('recent_sign_in_required', RECENT_SIGN_IN_REQUIRED);
    }
    await deleteAccount(uid);
    return { success: true };
  });

  return router;
}
