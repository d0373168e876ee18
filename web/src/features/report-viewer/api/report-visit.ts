/**
 * `POST /reports/:reportId/visits`: records that the reader opened a report and answers its
 * 'What's new' and what was revised since their previous visit. Sent once per report per page
 * load, and never aborted: the server records the visit whatever the page does meanwhile, so a
 * second request (a re-render, a tab opened again) would find nothing new and lose the answer.
 */
import { apiRoutes, type ReportVisitAnswer } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

const visits = new Map<string, Promise<ReportVisitAnswer>>();

export function visitReport(reportId: string): Promise<ReportVisitAnswer> {
  const known = visits.get(reportId);
  if (known) return known;
  const visit = api(apiRoutes.reportVisit, { params: { reportId } });
  visits.set(reportId, visit);
  // A failed visit is not kept: opening the report again asks again.
  visit.catch(() => visits.delete(reportId));
  return visit;
}

/** Forgets the visits of this page load (tests start each one afresh). */
export const forgetReportVisits = () => visits.clear();
