/** The report data API's answer: a built-in report built from this project's Firestore. */
import type { ReportData } from '@cannabis-reports/contracts';
import { buildReport, type ReportQuery } from '@cannabis-reports/reports';
import { db } from '../services/platform/firebase';

export const reportData = (reportId: string, query: ReportQuery): Promise<ReportData> =>
  buildReport(db(), reportId, query);
