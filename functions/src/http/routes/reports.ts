/**
 * Spec section 7, `GET /powerbi/report/embedToken`: a paid report's embed configuration,
 * for a user whose record is paid at the moment of the call (never cached per user). And
 * the built-in provider's own routes: the public demo's token for any signed-in user, and
 * the report data API, which takes a report token instead of an ID token.
 */
import { Router } from 'express';
import { z } from 'zod';
import { reportTokenSecret } from '../../config';
import { forbidden, notFound, unauthorized } from '../../errors';
import { DEMO_REPORT_ID, buildReport, isPaidReportId, PAID_REPORT_IDS } from '../../report-data/reports/catalog';
import { MONTH } from '../../report-data/reports/periods';
import { demoEmbed } from '../../services/reports/builtin-provider';
import { configuredReportProvider } from '../../services/reports/provider';
import { verifyReportToken } from '../../services/reports/report-token';
import { getUserRecord } from '../../services/users-store';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { parse } from '../validation/parse';

export const SUBSCRIPTION_REQUIRED = 'You need an active subscription to access reports';

const embedQuery = z.object({ reportId: z.enum(PAID_REPORT_IDS).optional() });

const month = z.string().regex(MONTH, 'must be a month (YYYY-MM)');
const reportQuery = z.object({
  from: month.optional(),
  to: month.optional(),
  states: z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2}){0,59}$/, 'must be state codes separated by commas')
    .optional(),
  county: z.string().max(80).optional(),
  type: z.enum(['all', 'medical', 'retail']).optional(),
});

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,2048})$/;

async function paidCaller(uid: string): Promise<void> {
  const record = await getUserRecord(uid);
  if (!record?.isPaidUser) throw forbidden(SUBSCRIPTION_REQUIRED);
}

export function reportRoutes(): Router {
  const router = Router();

  router.get('/powerbi/report/embedToken', requireAuth, limits.embedToken, async (req, res) => {
    const { reportId } = parse(embedQuery, req.query);
    const { uid } = callerOf(req);
    await paidCaller(uid);
    const provider = await configuredReportProvider();
    res.set('cache-control', 'no-store').json(await provider.paidReportEmbed(uid, reportId));
  });

  router.get('/reports/demo/embedToken', requireAuth, limits.embedToken, (req, res) => {
    res.set('cache-control', 'no-store').json(demoEmbed(callerOf(req).uid));
  });

  router.get('/reports/:reportId', async (req, res) => {
    const { reportId } = req.params;
    if (reportId !== DEMO_REPORT_ID && !isPaidReportId(reportId)) throw notFound(`No report ${reportId.slice(0, 40)}`);
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    const claims = token && verifyReportToken(token, reportId, reportTokenSecret.value());
    if (!claims) throw unauthorized('This report link has expired. Reload the page.');
    // A paid report's token outlives nothing: the subscription is checked on every read.
    if (isPaidReportId(reportId)) await paidCaller(claims.sub);
    const query = parse(reportQuery, req.query);
    res.set('cache-control', 'private, no-store').json(await buildReport(reportId, query));
  });

  return router;
}
