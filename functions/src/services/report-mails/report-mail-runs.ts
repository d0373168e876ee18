/**
 * A run of the scheduled report mails: the weekly and monthly jobs, and the day an import
 * publishes data a view draws. Each view's report is built once for all its recipients, and each
 * recipient's mail goes through the `sentMails` ledger under a key of the run, the view and the
 * recipient: a job retried, run twice or run by two instances at once mails each of them once.
 */
import type { ReportMailSchedule } from '@cannabis-reports/contracts';
import { buildReport, reportById } from '@cannabis-reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { reportMailNotBuilt } from '../../logs';
import { sendOnce } from '../mail/ledger';
import type { OutgoingEmail } from '../mail/transport';
import { db as platformDb } from '../platform/firebase';
import { latestWhatsNew } from '../report-visits/report-visits';
import { viewsScheduled, type ScheduledView } from '../saved-views/scheduled-views';
import { scheduleRecipients } from './recipients';
import { headlineFigures, reportMailContent, viewMarkets } from './report-mail-content';
import { reportMailEmail } from './report-mail-text';
import { viewWorkbook } from './view-workbook';

/** The report whose headline table a view of one market is summed up by, when its own report has none. */
const MARKETS_REPORT = 'markets';

export interface ReportMailDeps {
  send: (mail: OutgoingEmail) => Promise<void>;
  /** The site's base URL, without a trailing slash. */
  site: string;
  /** The one-click unsubscribe address of `uid` from the view at `viewPath`. */
  unsubscribeUrl: (uid: string, viewPath: string) => string;
  now?: () => number;
  db?: Firestore;
}

export interface ReportMailResult {
  sent: number;
  skipped: number;
  failed: number;
}

/** A week's run is named by its Monday ('2026-11-23'), a month's by the month ('2026-11'): the job's retries share it. */
export function runKeyOf(schedule: Exclude<ReportMailSchedule, 'published'>, at: Date): string {
  if (schedule === 'monthly') return at.toISOString().slice(0, 7);
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The datasets a view's report draws. */
export const viewDatasets = (view: Pick<ScheduledView, 'reportId'>): string[] => {
  const report = reportById(view.reportId);
  return report ? [report.view.main, ...report.view.extra] : [];
};

const ledgerKey = (runKey: string, view: ScheduledView, uid: string) =>
  `report-mail_${runKey}_${view.path.replaceAll('/', ':')}_${uid}`;

async function mailOf(view: ScheduledView, deps: ReportMailDeps) {
  const db = deps.db ?? platformDb();
  const report = await buildReport(db, view.reportId, view.query);
  const markets = viewMarkets(view.query);
  // A view of one market in a report without the headline table is summed up by that market's page.
  const summary =
    headlineFigures(report).length || markets.length !== 1 || view.reportId === MARKETS_REPORT
      ? report
      : await buildReport(db, MARKETS_REPORT, { state: markets[0] });
  const news = await latestWhatsNew(viewDatasets(view), db);
  const content = {
    ...reportMailContent(view, report, news, deps.site),
    headline: headlineFigures(summary),
  };
  return { content, workbook: viewWorkbook(view.name, report) };
}

/** Mails one view to each of its recipients once for the run. */
export async function mailView(view: ScheduledView, runKey: string, deps: ReportMailDeps): Promise<ReportMailResult> {
  const result: ReportMailResult = { sent: 0, skipped: 0, failed: 0 };
  const recipients = await scheduleRecipients(view, deps.now?.() ?? Date.now());
  if (!recipients.length) return result;
  // A view whose report cannot be built (its report withdrawn, its data gone) is left out, not retried.
  const built = await mailOf(view, deps).catch((error: unknown) => void reportMailNotBuilt(view.path, error));
  if (!built) return { ...result, skipped: recipients.length };
  const { content, workbook } = built;
  await Promise.all(
    recipients.map(async ({ uid, to }) => {
      const mail = reportMailEmail(to, content, {
        schedule: view.schedule,
        unsubscribe: deps.unsubscribeUrl(uid, view.path),
        workbook,
      });
      try {
        const sent = await sendOnce(ledgerKey(runKey, view, uid), uid, 'report-mail', () => deps.send(mail));
        result[sent ? 'sent' : 'skipped'] += 1;
      } catch {
        result.failed += 1;
      }
    }),
  );
  return result;
}

async function mailViews(views: ScheduledView[], runKey: string, deps: ReportMailDeps): Promise<ReportMailResult> {
  const total: ReportMailResult = { sent: 0, skipped: 0, failed: 0 };
  // One view at a time: each builds a report, and a run of many views must not hold them all at once.
  for (const view of views) {
    const result = await mailView(view, runKey, deps).catch(() => ({ sent: 0, skipped: 0, failed: 1 }));
    total.sent += result.sent;
    total.skipped += result.skipped;
    total.failed += result.failed;
  }
  return total;
}

/** The weekly or monthly job's run. */
export async function sendScheduledReportMails(
  schedule: Exclude<ReportMailSchedule, 'published'>,
  deps: ReportMailDeps,
): Promise<ReportMailResult> {
  const runKey = `${schedule}-${runKeyOf(schedule, new Date(deps.now?.() ?? Date.now()))}`;
  return mailViews(await viewsScheduled(schedule), runKey, deps);
}

/** What an import run published of one dataset: the dataset, and the markets its data covers. */
export interface PublishedData {
  datasetId: string;
  markets: readonly string[];
}

/** Whether the publication is news for the view: a dataset its report draws, covering one of its markets (any, for a view of all). */
export function publishedFor(view: Pick<ScheduledView, 'reportId' | 'query'>, published: PublishedData): boolean {
  const markets = viewMarkets(view.query);
  return (
    viewDatasets(view).includes(published.datasetId) &&
    (!markets.length || published.markets.some((market) => markets.includes(market)))
  );
}

/**
 * After an import run (the run being its UTC day) publishes: each view mailed 'when published'
 * that the publication is news for, once for the run however many of its datasets it published.
 */
export async function sendPublishedReportMails(
  runId: string,
  published: readonly PublishedData[],
  deps: ReportMailDeps,
): Promise<ReportMailResult> {
  const views = (await viewsScheduled('published')).filter((view) =>
    published.some((publication) => publishedFor(view, publication)),
  );
  return mailViews(views, `published-${runId}`, deps);
}
