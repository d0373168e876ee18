/**
 * `GET /reports`: the catalogue of paid reports (public: it is what the product sells).
 * `GET /powerbi/report/embedToken`: a paid report's embed configuration, built-in or Power BI,
 * for a user whose record is paid at the moment of the call (never cached per user), and on the
 * page's opening read a built-in report's figures with it. And
 * the built-in provider's own routes: the public demo's token for any signed-in user, and
 * the report data API, which takes a report token instead of an ID token. `POST
 * /reports/:reportId/visits` records that the signed-in reader opened a report and answers
 * what its datasets published and revised since their previous visit.
 */
import { Router, type RequestHandler } from 'express';
import { endpoints } from '@cannabis-reports/contracts';
import { notFound } from '../../errors';
import { DEMO_REPORT_ID, reportById } from '@cannabis-reports/reports';
import { reportData } from '../../reports/report-data';
import { demoEmbed } from '../../reports/embed/builtin-provider';
import { paidEntry } from '../../reports/catalog';
import { openingReport, reportCatalogAnswer } from '../../reports/opening-report';
import { recordReportVisit } from '../../services/report-visits/report-visits';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { requirePaidUser } from '../middleware/require-paid-access';
import { reportReaderOf, requireReportToken } from '../middleware/require-report-token';
import { route } from '../route';

export function reportRoutes(): Router {
  const router = Router();

  route(router, endpoints.reportCatalog, [limits.reportCatalog], (_input, _req, res) => {
    res.set('cache-control', 'public, max-age=300');
    return reportCatalogAnswer();
  });

  route(router, endpoints.paidEmbedConfig, [requireAuth, limits.embedToken], async ({ query }, req, res) => {
    const { uid } = callerOf(req);
    await requirePaidUser(uid);
    const { reportId, figures, ...filters } = query;
    const entry = paidEntry(reportId);
    if (!entry) throw notFound('not_found', `No report ${reportId}`);
    res.set('cache-control', 'no-store');
    return openingReport(entry, uid, filters, Boolean(figures));
  });

  route(router, endpoints.demoEmbedConfig, [requireAuth, limits.embedToken], (_input, req, res) => {
    res.set('cache-control', 'no-store');
    return demoEmbed(callerOf(req).uid);
  });

  const knownReport: RequestHandler<{ reportId: string }> = (req, _res, next) => {
    const { reportId } = req.params;
    if (!reportById(reportId)) throw notFound('not_found', `No report ${reportId.slice(0, 40)}`);
    next();
  };

  /**
   * /demo's frame reads the demo report from an opaque origin (it is sandboxed without
   * allow-same-origin), so its every fetch is cross-origin. It sends a bearer token, never a
   * cookie, so any origin may read the answer: the token is the credential. Paid reports are
   * read only by the app's own pages, and stay same-origin.
   */
  const demoReadableFromFrame: RequestHandler<{ reportId: string }> = (req, res, next) => {
    if (req.params.reportId === DEMO_REPORT_ID) res.set('access-control-allow-origin', '*');
    next();
  };

  router.options(`/reports/${DEMO_REPORT_ID}`, (_req, res) => {
    res
      .set({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'authorization',
        'access-control-max-age': '600',
      })
      .status(204)
      .end();
  });

  // A paid report's token outlives nothing: the subscription is checked on every read.
  const paidReader: RequestHandler<{ reportId: string }> = async (req, _res, next) => {
    if (reportById(req.params.reportId)?.access !== 'demo') await requirePaidUser(reportReaderOf(req).sub);
    next();
  };

  route(
    router,
    endpoints.reportData,
    [demoReadableFromFrame, knownReport, requireReportToken, limits.reportData, paidReader],
    async ({ params, query }, _req, res) => {
      res.set('cache-control', 'private, no-store');
      return reportData(params.reportId, query);
    },
  );

  // The reader's own record of visits: what the report's datasets revised since the last one.
  route(router, endpoints.reportVisit, [requireAuth, limits.reportVisit], async ({ params }, req, res) => {
    const report = reportById(params.reportId);
    if (!report) throw notFound('not_found', `No report ${params.reportId}`);
    const { uid } = callerOf(req);
    if (report.access !== 'demo') await requirePaidUser(uid);
    res.set('cache-control', 'no-store');
    return recordReportVisit(uid, report.id, [report.view.main, ...report.view.extra]);
  });

  return router;
}
