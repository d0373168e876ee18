/**
 * Imports the real public files the report journeys read, once, before any worker starts:
 * two workers importing at once would race (one could open a report whose view the other has
 * not made current yet).
 */
import { importPath } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';

export default async function globalSetup(): Promise<void> {
  await importPath(adminDb(), reportDataFolder());
}
