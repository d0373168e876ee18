/**
 * Spec section 7, `GET /powerbi/report/embedToken`: the paid report's embed configuration,
 * for a user whose record is paid at the moment of the call (never cached per user).
 */
import { Router } from 'express';
import { forbidden } from '../../errors';
import { configuredReportProvider } from '../../services/reports/provider';
import { getUserRecord } from '../../services/users-store';
import { callerOf, requireAuth } from '../middleware/require-auth';

export const SUBSCRIPTION_REQUIRED = 'You need an active subscription to access reports';

export function reportRoutes(): Router {
  const router = Router();

  router.get('/powerbi/report/embedToken', requireAuth, async (req, res) => {
    const { uid } = callerOf(req);
    const record = await getUserRecord(uid);
    if (!record?.isPaidUser) throw forbidden(SUBSCRIPTION_REQUIRED);
    const provider = await configuredReportProvider();
    res.set('cache-control', 'no-store').json(await provider.paidReportEmbed(uid));
  });

  return router;
}
