/**
 * `/reports` rendered on the server for a reader of the reports (decision 0163): the session
 * cookie names the reader; their record must give them the reports, as the API's gate does; then
 * the page's opening reads are answered here and the web app renders the page around them, for
 * the browser to hydrate. Anyone else, and any failure, gets the app's shell, which renders the
 * page in the browser exactly as before (sign-in, 'subscription required', or the report).
 */
import type { Request, Response } from 'express';
import { REPORT_ID, reportQuerySchema } from '@cannabis-reports/contracts';
import { pageRenderFailed } from '../../logs';
import { paidEntry } from '../../reports/catalog';
import { openingReport, reportCatalogAnswer } from '../../reports/opening-report';
import { readPageSession } from '../../services/accounts/page-sessions';
import { getUserRecord } from '../../services/accounts/user-records';
import { toUserInfo } from '../../services/accounts/user-info';
import { hasPaidAccess } from '../../services/billing/access-policy';
import { teamHasPaidAccess } from '../../services/teams/team-access';
import { webRender } from './web-render';

/** Never kept by the CDN or shared: the page is one reader's, and their access is checked on each request. */
const SIGNED_IN_PAGE_CACHE = 'private, no-store';

/** The source modules whose code the page renders: their stylesheets are linked in its head. */
const REPORTS_PAGE_MODULES = [
  'src/app/routes/reports.tsx',
  'src/features/report-viewer/tabs/builtin-report-viewer.tsx',
];

/** The page for the reader the cookie names, or undefined where the browser is to render it. */
async function renderedReports(url: string, cookie: string | undefined): Promise<string | undefined> {
  const session = await readPageSession(cookie);
  if (!session) return undefined;
  // The API's gate (team-access.ts's recordHasPaidAccess), from the one read of the record and of its team.
  const record = await getUserRecord(session.uid);
  const teamAccess = await teamHasPaidAccess(record);
  if (!record || !(hasPaidAccess(record, Date.now()) || teamAccess)) return undefined;
  const userInfo = toUserInfo(record, teamAccess);

  const [web, app] = await Promise.all([webRender(), import('./web-app')]);
  // The report the link names, else the catalogue's first, as the browser's opening read does.
  const linked = new URL(url, 'http://page').searchParams.get('report');
  const entry = (linked && REPORT_ID.test(linked) && paidEntry(linked)) || paidEntry(undefined);
  // Filters each valid alone but not together (a range that ends before it starts) are the browser's to refuse.
  const filters = reportQuerySchema.safeParse(web.viewParamsOf(url));
  if (!entry || !filters.success) return undefined;
  const { figures, ...opening } = await openingReport(entry, session.uid, filters.data, true);
  const { html, state } = await web.renderReportsPage({
    url,
    reader: { uid: session.uid, email: session.email },
    userInfo,
    catalog: reportCatalogAnswer(),
    opening,
    figures,
  });
  return app.renderedDocument(html, web.pageStateElement(state), REPORTS_PAGE_MODULES);
}

export async function reportsPage(req: Request, res: Response): Promise<void> {
  let page: string | undefined;
  try {
    page = await renderedReports(req.originalUrl, req.headers.cookie);
  } catch (error) {
    pageRenderFailed(req.path, error);
  }
  res
    .status(200)
    .type('html')
    .set({ 'cache-control': SIGNED_IN_PAGE_CACHE, vary: 'Cookie' })
    .send(page ?? (await import('./web-app')).shell);
}
