/**
/**
 * The caller's saved views of the built-in reports, and their team's: list, save, rename, schedule
 * its mails, delete. Each acts on the caller's own views or their team's only (the uid is the ID
 * token's; an id of another reader's or another team's view is simply not found), and only while
 * the caller may read the reports. A team view is changed by the member who saved it or an admin
 * (403 otherwise).
 */
import { Router } from 'express';
import {
  endpoints,
  savedViewNameSchema,
  savedViewQuerySchema,
  viewScheduleSchema,
  workOwnerSchema,
} from '@cannabis-reports/contracts';
import { reportById } from '@cannabis-reports/reports';
import { badRequest } from '../../errors';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
  scheduleSavedView,
} from '../../services/saved-views/saved-views';
import { canManageTeamWork } from '../../services/teams/team-work';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { requirePaidAccess } from '../middleware/require-paid-access';
import { route } from '../route';
import { parse } from '../validation/parse';

const nameOf = (value: unknown) => parse(savedViewNameSchema, value, 'view_name_invalid');

/** A paid built-in report: the only kind whose view is a query the report data API takes. */
function paidReportIdOf(value: unknown): string {
  const report = typeof value === 'string' ? reportById(value) : undefined;
  if (report?.access !== 'paid') throw badRequest('unknown_report', 'There is no such report to save a view of');
  return report.id;
}

export function savedViewRoutes(): Router {
  const router = Router();
  const reads = [requireAuth, limits.savedViewRead, requirePaidAccess];
  const writes = [requireAuth, limits.savedViewWrite, requirePaidAccess];

  route(router, endpoints.savedViews, reads, async (_input, req) => {
    const { views, membership } = await listSavedViews(callerOf(req).uid);
    return { views, team: membership ? { canManage: canManageTeamWork(membership.role) } : null };
  });

  route(router, endpoints.createSavedView, writes, async ({ body }, req) => {
    const name = nameOf(body.name);
    const reportId = paidReportIdOf(body.reportId);
    // The schema the report data route parses its query with (and text only): a saved view always opens.
    const query = parse(savedViewQuerySchema, body.query ?? {}, 'view_query_invalid');
    const owner = parse(workOwnerSchema, body.owner ?? 'personal', 'work_owner_invalid');
    return { view: await createSavedView(callerOf(req).uid, { name, reportId, query }, owner) };
  });

  route(router, endpoints.renameSavedView, writes, async ({ params, body }, req) => ({
    view: await renameSavedView(callerOf(req).uid, params.id, nameOf(body.name)),
  }));

  // null stops the mails; the mails go only to a paid reader's verified address (services/report-mails).
  route(router, endpoints.scheduleSavedView, writes, async ({ params, body }, req) => ({
    view: await scheduleSavedView(
      callerOf(req).uid,
      params.id,
      parse(viewScheduleSchema, body.schedule, 'view_schedule_invalid'),
    ),
  }));

  route(router, endpoints.deleteSavedView, writes, async ({ params }, req) => {
    await deleteSavedView(callerOf(req).uid, params.id);
    return { success: true };
  });

  return router;
}
