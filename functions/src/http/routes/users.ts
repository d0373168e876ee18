/**
 * The users endpoints, subscription management included. A user reads
 * and changes only their own record and subscription (403 for any other); verify-email
 * needs no sign-in, since the link may be opened on another device.
 */
import { Router } from 'express';
import {
  subscriptionIdSchema,
  uidSchema,
  userLookupBodySchema,
  verificationTokenSchema,
  verifyEmailBodySchema,
} from '@cannabis-reports/contracts';
import { badRequest, forbidden } from '../../errors';
import {
  cancelSubscription,
  nextBillingDate,
  resumeSubscription,
} from '../../services/billing/subscription-management';
import { resendVerificationEmail, verifyEmailWithToken } from '../../services/accounts/email-verification';
import { revokeSessions } from '../../services/accounts/id-tokens';
import { userRecordOrNew } from '../../services/accounts/new-user-records';
import { toUserInfo } from '../../services/accounts/user-info';
import { findUserRecordByEmail } from '../../services/accounts/user-records';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { parse } from '../validation/parse';

export function userRoutes(): Router {
  const router = Router();

  router.post('/users/verify-email', limits.verifyEmail, async (req, res) => {
    const { token } = parse(verifyEmailBodySchema, req.body ?? {});
    if (token === undefined || token === null || token === '')
      throw badRequest('verification_invalid', 'Verification token is missing');
    await verifyEmailWithToken(parse(verificationTokenSchema, token, 'verification_invalid'));
    res.json({ success: true });
  });

  /** A new verification link for the caller's unverified account (services/accounts/email-verification). */
  router.post('/users/resend-verification', requireAuth, limits.resendVerification, async (req, res) => {
    await resendVerificationEmail(callerOf(req).uid);
    res.json({ success: true });
  });

  /** 'Sign out of all devices': every refresh token revoked; other devices are refused on their next call. */
  router.post('/users/sign-out-everywhere', requireAuth, limits.signOutEverywhere, async (req, res) => {
    await revokeSessions(callerOf(req).uid);
    res.json({ success: true });
  });

  router.get('/users/next-billing-date/:id', requireAuth, limits.nextBillingDate, async (req, res) => {
    const subscriptionId = parse(subscriptionIdSchema, req.params.id);
    const seconds = await nextBillingDate(callerOf(req).uid, subscriptionId);
    res.json({ success: true, nextBillingDate: seconds === null ? null : { seconds } });
  });

  router.post('/users/cancel-subscription', requireAuth, limits.subscriptionChange, async (req, res) => {
    const record = await cancelSubscription(callerOf(req).uid);
    res.json({ success: true, user: toUserInfo(record) });
  });

  router.post('/users/resume-subscription', requireAuth, limits.subscriptionChange, async (req, res) => {
    const record = await resumeSubscription(callerOf(req).uid);
    res.json({ success: true, user: toUserInfo(record) });
  });

  /**
   * The caller's own record by their address (never another account's, even one left under
   * the same address): the address comes in the body, so no request log records it.
   */
  router.post('/users/lookup', requireAuth, limits.userRead, async (req, res) => {
    const email = parse(userLookupBodySchema, req.body ?? {}).email.toLowerCase();
    const caller = callerOf(req);
    if (email !== caller.email) throw forbidden('not_owner', 'You can only read your own user record');
    const record = await findUserRecordByEmail(caller.uid, email);
    res.json({ success: true, data: record ? toUserInfo(record) : null });
  });

  router.get('/users/:uid', requireAuth, limits.userRead, async (req, res) => {
    const uid = parse(uidSchema, req.params.uid);
    const caller = callerOf(req);
    if (uid !== caller.uid) throw forbidden('not_owner', 'You can only read your own user record');
    res.json({ success: true, data: toUserInfo(await userRecordOrNew(uid)) });
  });

  return router;
}
