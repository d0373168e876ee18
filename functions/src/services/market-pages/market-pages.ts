/**
 * What the public market pages read: the markets the markets report has a page for, one
 * market's report (the very build the signed-in report answers, so every figure on a public page
 * is the report's), the markets report's 'What's new' lines, and a saved view a subscriber
 * or a team embeds, shown only while the owner's (or the team's) subscription is live.
 */
import { CANADIAN_MARKET_NAMES, stateName, type ReportData, type ReportVisitAnswer } from '@cannabis-reports/contracts';
import { readMarketDates, reportById } from '@cannabis-reports/reports';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { reportData } from '../../reports/report-data';
import { getUserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';
import { latestWhatsNew } from '../report-visits/report-visits';
import { savedViewsOf, teamSavedViewsOf } from '../saved-views/saved-views';
import { recordHasPaidAccess, teamSubscriptionIsLive } from '../teams/team-access';

export const MARKETS_REPORT_ID = 'markets';

export interface MarketListing {
  code: string;
  name: string;
  country: 'US' | 'CA';
  /** Its 'Data as of': a month 'YYYY-MM', or a year label for annual totals only. */
  asOf: string;
}

const countryOf = (code: string): MarketListing['country'] => (code in CANADIAN_MARKET_NAMES ? 'CA' : 'US');

/** Every market with a page, the US states by name, then Canada, then its provinces and territories by name. */
export async function listMarkets(): Promise<MarketListing[]> {
  const dates = await readMarketDates(db());
  const order = (entry: MarketListing) => (entry.country === 'US' ? 0 : entry.code === 'CAN' ? 1 : 2);
  return [...dates]
    .map(([code, { asOf }]) => ({ code, name: stateName(code), country: countryOf(code), asOf }))
    .sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
}

/** One market's page of the markets report, as a subscriber reads it. */
export const marketReport = (code: string): Promise<ReportData> => reportData(MARKETS_REPORT_ID, { state: code });

/** The markets report's 'What's new' lines, every market's: the page keeps its own market's. */
export function marketsNews(): Promise<ReportVisitAnswer['whatsNew']> {
  const report = reportById(MARKETS_REPORT_ID)!;
  return latestWhatsNew([report.view.main, ...report.view.extra]);
}

/**
 * A subscriber's saved view, built as its report: undefined when there is no such view or its
 * owner's subscription is not live (a lapsed subscriber's embeds go blank, they do not leak).
 */
export async function liveSavedView(uid: string, viewId: string): Promise<ReportData | undefined> {
  const [record, view] = await Promise.all([getUserRecord(uid), savedViewsOf(uid).doc(viewId).get()]);
  return (await recordHasPaidAccess(record, Date.now())) ? viewReport(view) : undefined;
}

/** A team's saved view, built as its report: undefined when there is no such view or the team's subscription is not live. */
export async function liveTeamView(teamId: string, viewId: string): Promise<ReportData | undefined> {
  const [live, view] = await Promise.all([teamSubscriptionIsLive(teamId), teamSavedViewsOf(teamId).doc(viewId).get()]);
  return live ? viewReport(view) : undefined;
}

function viewReport(view: DocumentSnapshot): Promise<ReportData> | undefined {
  if (!view.exists) return undefined;
  const { reportId, query } = view.data() as { reportId: string; query: Record<string, string> };
  return reportById(reportId)?.access === 'paid' ? reportData(reportId, query) : undefined;
}
