/**
 * The users endpoints, subscription management included. A user reads
 * and changes only their own record and subscription (403 for any other); verify-email
 * needs no sign-in, since the link may be opened on another device.
 */
import { Router } from 'express';
import {
  emailSchema,
  subscriptionIdSchema,
  uidSchema,
  verificationTokenSchema,
  verifyEmailBodySchema,
} from '@cannabis-reports/contracts';
import { badRequest, conflict, forbidden, serviceUnavailable } from '../../errors';
import { verificationMailFailed } from '../../logs';
import { consumeVerificationToken } from '../../services/email-verification';
import { sendVerificationFor } from '../../services/verification-mail';
import { adminAuth } from '../../services/firebase';
import { cancelSubscription, nextBillingDate, resumeSubscription } from '../../services/subscription-management';
import {
  ensureUserRecord,
  findUserRecordByEmail,
  getUserRecord,
  markEmailVerified,
  newUserFromAuth,
  toUserInfo,
} from '../../services/users-store';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { parse } from '../validation/parse';

export function userRoutes(): Router {
  const router = Router();

  router.post('/users/verify-email', limits.verifyEmail, async (req, res) => {
    const { token } = parse(verifyEmailBodySchema, req.body ?? {});
    if (token === undefined || token === null || token === '')
      throw badRequest('verification_invalid', 'Verification token is missing');
    const { uid } = await consumeVerificationToken(parse(verificationTokenSchema, token, 'verification_invalid'));
    await adminAuth().updateUser(uid, { emailVerified: true });
    await markEmailVerified(uid);
    res.json({ success: true });
  });

  /**
   * A new verification link, for a link that expired, got lost, or could not be sent when
   * the account was made (the mail server was down). Older links stay valid until used or
   * expired.
   */
  router.post('/users/resend-verification', requireAuth, limits.resendVerification, async (req, res) => {
    const { uid } = callerOf(req);
    const account = await adminAuth().getUser(uid);
    if (account.emailVerified || !account.email)
      throw conflict('already_verified', 'Your email address is already verified.');
    try {
      await sendVerificationFor(uid, account.email);
    } catch (error) {
      verificationMailFailed(uid, error);
      throw serviceUnavailable(
        'mail_unavailable',
        'The email could not be sent right now. Please try again in a few minutes.',
      );
    }
    res.json({ success: true });
  });

  router.get('/users/next-billing-date/:id', requireAuth, async (req, res) => {
    const subscriptionId = parse(subscriptionIdSchema, req.params.id);
    const seconds = await nextBillingDate(callerOf(req).uid, subscriptionId);
    res.json({ success: true, nextBillingDate: seconds === null ? null : { seconds } });
  });

  router.post('/users/cancel-subscription', requireAuth, async (req, res) => {
    const record = await cancelSubscription(callerOf(req).uid);
    res.json({ success: true, user: toUserInfo(record) });
  });

  router.post('/users/resume-subscription', requireAuth, async (req, res) => {
    const record = await resumeSubscription(callerOf(req).uid);
    res.json({ success: true, user: toUserInfo(record) });
  });

  router.get('/users/by-email/:email', requireAuth, async (req, res) => {
    const email = parse(emailSchema, req.params.email).toLowerCase();
    const caller = callerOf(req);
    if (email !== caller.email) throw forbidden('not_owner', 'You can only read your own user record');
    const record = await findUserRecordByEmail(email);
    res.json({ success: true, data: record ? toUserInfo(record) : null });
  });

  router.get('/users/:uid', requireAuth, async (req, res) => {
    const uid = parse(uidSchema, req.params.uid);
    const caller = callerOf(req);
    if (uid !== caller.uid) throw forbidden('not_owner', 'You can only read your own user record');
    // The account-creation trigger normally made the record already; if this read wins
    // the race, make it here with the same initial values.
    const record =
      (await getUserRecord(uid)) ?? (await ensureUserRecord(newUserFromAuth(await adminAuth().getUser(uid))));
    res.json({ success: true, data: toUserInfo(record) });
  });

  return router;
}
