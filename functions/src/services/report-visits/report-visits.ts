/**
 * When each reader last opened each report, `users/{uid}/reportVisits/{reportId}` ({ seenAt }):
 * only this module reads or writes them (firestore.rules lets no client near them). A visit
 * answers the report's 'What's new' (one line per dataset it draws, from the dataset's latest
 * version, the newest first) and what was revised since the reader's previous visit, then records this one: the
 * first visit says nothing, and a revision is told once.
 */
import type { ReportVisitAnswer, RevisedDataset } from '@cannabis-reports/contracts';
import { whatsNew as versionsSince } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { isNews } from '@cannabis-reports/datasets';
import type { Firestore } from 'firebase-admin/firestore';
import { revisionOf } from '../datasets/dataset-history';
import { db as platformDb } from '../platform/firebase';

export const REPORT_VISITS = 'reportVisits';

/** The versions read per dataset for one visit's 'revised since': more than a year of daily publications. */
const SINCE_MAX = 400;

export const reportVisitsOf = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection(REPORT_VISITS);

interface DatasetNews {
  whatsNew?: { text: string; publishedAt: string; markets: string[] };
  revised?: RevisedDataset;
}

/** What one dataset's versions say: the latest one's line, and what those published after `since` revised. */
async function newsOf(db: Firestore, id: string, since: string | undefined): Promise<DatasetNews> {
  const { title, markets, latest, after } = await versionsSince(db, id, since, SINCE_MAX);
  const revision =
    latest && isNews(id, latest.record) ? revisionOf(latest.version, latest.record, title, id) : undefined;
  const whatsNew = revision?.whatsNew
    ? { text: revision.whatsNew, publishedAt: revision.publishedAt, markets }
    : undefined;
  const records = after.filter((record) => record.previous);
  const periods = [...new Set(records.flatMap((record) => record.revision.periodsRevised))].sort();
  const figures = records.reduce((sum, record) => sum + record.revision.figuresRevised, 0);
  return {
    whatsNew,
    revised: periods.length > 0 || figures > 0 ? { id, title, periods, figures } : undefined,
  };
}

/** A report's 'What's new' for any reader, signed in or not: each dataset's latest line, the newest first. */
export async function latestWhatsNew(
  datasets: readonly string[],
  db: Firestore = platformDb(),
): Promise<ReportVisitAnswer['whatsNew']> {
  const news = await Promise.all(datasets.map(async (id) => ({ id, ...(await newsOf(db, id, undefined)) })));
  return newest(news);
}

const newest = (news: Array<{ id: string } & DatasetNews>): ReportVisitAnswer['whatsNew'] =>
  news
    .flatMap(({ id, whatsNew }) => (whatsNew ? [{ datasetId: id, ...whatsNew }] : []))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/**
 * Records that `uid` opened `reportId`, which draws `datasets`, at `now`; answers the report's
 * 'What's new' and what its datasets revised since the previous visit (null on the first).
 * `db` is this project's Firestore unless a test gives its own.
 */
export async function recordReportVisit(
  uid: string,
  reportId: string,
  datasets: readonly string[],
  { db = platformDb(), now = new Date() }: { db?: Firestore; now?: Date } = {},
): Promise<ReportVisitAnswer> {
  const visit = reportVisitsOf(db, uid).doc(reportId);
  const since = (await visit.get()).get('seenAt') as string | undefined;
  const news = await Promise.all(datasets.map(async (id) => ({ id, ...(await newsOf(db, id, since)) })));
  await visit.set({ seenAt: now.toISOString() });
  const revised = news.flatMap((entry) => (entry.revised ? [entry.revised] : []));
  return {
    whatsNew: newest(news),
    revisedSince: since !== undefined && revised.length > 0 ? { since, datasets: revised } : null,
  };
}
