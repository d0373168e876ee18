/**
 * The real public files imported for the report journeys, and the views they feed served
 * before any test starts. Two workers import at once: the second finds a dataset the first
 * is still writing, skips it as unchanged and would otherwise open reports whose view the
 * first has not yet made current ('This report has no data yet').
 */
import { expect } from '@playwright/test';
import { REPORT_VIEWS_COLLECTION, type ViewId } from '@cannabis-reports/contracts';
import { importPath } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';

const VIEWS: ViewId[] = ['state-monthly', 'washington-retail', 'colorado-counties', 'connecticut-weekly', 'prices'];

export async function importReportData(): Promise<void> {
  await importPath(adminDb(), reportDataFolder());
  const views = adminDb().collection(REPORT_VIEWS_COLLECTION);
  await expect
    .poll(async () => (await Promise.all(VIEWS.map((view) => views.doc(view).get()))).every((doc) => doc.exists), {
      message: 'every report view is served',
      timeout: 45_000,
    })
    .toBe(true);
}
