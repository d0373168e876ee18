/**
 * The users endpoints, subscription management included. A user reads
 * and changes only their own record and subscription (403 for any other); sign-up and
 * verify-email need no sign-in (the link may be opened on another device).
 */
import { Router } from 'express';
import { endpoints, verificationTokenSchema } from '@cannabis-reports/contracts';
import { badRequest, forbidden } from '../../errors';
import {
  cancelSubscription,
  nextBillingDate,
  resumeSubscription,
} from '../../services/billing/subscription-management';
import { resendVerificationEmail, verifyEmailWithToken } from '../../services/accounts/email-verification';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset';
import { signUp } from '../../services/accounts/sign-up';
import { revokeSessions } from '../../services/accounts/id-tokens';
import { revokeAllKeys } from '../../services/api-keys/key-revocation';
import { userRecordOrNew } from '../../services/accounts/new-user-records';
import { toUserInfo } from '../../services/accounts/user-info';
import { teamHasPaidAccess } from '../../services/teams/team-access';
import { findUserRecordByEmail } from '../../services/accounts/user-records';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { route } from '../route';
import { parse } from '../validation/parse';

export function userRoutes(): Router {
  const router = Router();

  /** The only way an account is made: the password rule holds however the call is made (services/accounts/sign-up). */
  route(router, endpoints.signUp, [limits.signUp], async ({ body }) => {
    await signUp(body.email, body.password);
    return { success: true };
  });

  /** A reset link mailed to an address with an account; the answer is the same for any address. */
  route(router, endpoints.requestPasswordReset, [limits.requestPasswordReset], async ({ body }) => {
    await requestPasswordReset(body.email);
    return { success: true };
  });

  /** The reset link's page sets the new password here, under the same rule as a sign-up. */
  route(router, endpoints.resetPassword, [limits.resetPassword], async ({ body }) => {
    await resetPassword(body.token, body.password);
    return { success: true };
  });

  route(router, endpoints.verifyEmail, [limits.verifyEmail], async ({ body: { token } }) => {
    if (token === undefined || token === null || token === '')
      throw badRequest('verification_invalid', 'Verification token is missing');
    await verifyEmailWithToken(parse(verificationTokenSchema, token, 'verification_invalid'));
    return { success: true };
  });

  /** A new verification link for the caller's unverified account (services/accounts/email-verification). */
  route(router, endpoints.resendVerification, [requireAuth, limits.resendVerification], async (_input, req) => {
    await resendVerificationEmail(callerOf(req).uid);
    return { success: true };
  });

  /**
   * 'Sign out of all devices': every refresh token revoked, so other devices are refused on their next call;
   * and, when asked, every data API key, which a lost laptop or a shared script may hold as well.
   */
  route(router, endpoints.signOutEverywhere, [requireAuth, limits.signOutEverywhere], async ({ body }, req) => {
    await revokeSessions(callerOf(req).uid);
    if (body.revokeApiKeys) await revokeAllKeys(callerOf(req).uid);
    return { success: true };
  });

  route(router, endpoints.nextBillingDate, [requireAuth, limits.nextBillingDate], async ({ params }, req) => {
    const { seconds, plan } = await nextBillingDate(callerOf(req).uid, params.id);
    return { success: true, nextBillingDate: seconds === null ? null : { seconds }, plan };
  });

  route(router, endpoints.cancelSubscription, [requireAuth, limits.subscriptionChange], async (_input, req) => ({
    success: true,
    user: toUserInfo(await cancelSubscription(callerOf(req).uid)),
  }));

  route(router, endpoints.resumeSubscription, [requireAuth, limits.subscriptionChange], async (_input, req) => ({
    success: true,
    user: toUserInfo(await resumeSubscription(callerOf(req).uid)),
  }));

  /**
   * The caller's own record by their address (never another account's, even one left under
   * the same address): the address comes in the body, so no request log records it.
   */
  route(router, endpoints.userLookup, [requireAuth, limits.userRead], async ({ body }, req) => {
    const email = body.email.toLowerCase();
    const caller = callerOf(req);
    if (email !== caller.email) throw forbidden('not_owner', 'You can only read your own user record');
    const record = await findUserRecordByEmail(caller.uid, email);
    return { success: true, data: record ? toUserInfo(record, await teamHasPaidAccess(record)) : null };
  });

  route(router, endpoints.userInfo, [requireAuth, limits.userRead], async ({ params: { uid } }, req) => {
    if (uid !== callerOf(req).uid) throw forbidden('not_owner', 'You can only read your own user record');
    const record = await userRecordOrNew(uid);
    return { success: true, data: toUserInfo(record, await teamHasPaidAccess(record)) };
  });

  return router;
}
