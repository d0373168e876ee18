/**
 * Imports the real public files the report journeys read, once, before any worker starts
 * (Connecticut's after its edition of a month before, so a report has news to tell):
 * two workers importing at once would race (one could open a report whose view the other has
 * not made current yet). Then wakes the API: the Functions emulator starts a worker for each
 * request that finds none idle, and two journeys' first pages at once (the catalogues, the
 * user's record) met workers still starting, for up to 30 s, when no suite had called it before.
 * And forgets the trial cards the integration suites claimed in the same emulators: the
 * journeys that start a trial each pay with a card of their own, which must not be claimed yet.
 */
import { importPath } from '@cannabis-reports/data-import';
import { adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { earlierEditionFolder, reportDataFolder } from '@cannabis-reports/test-support/src/report-data';

/** As many calls at once as the two workers' first pages make. */
const WAKE_CALLS = ['/datasets', '/reports', '/datasets', '/reports'];

export default async function globalSetup(): Promise<void> {
  // Connecticut's edition of a month before first, so its newest month is news (a first import is not).
  await importPath(adminDb(), earlierEditionFolder());
  await importPath(adminDb(), reportDataFolder());
  await forgetTrialCards();
  await Promise.all(
    WAKE_CALLS.map(async (path) => {
      const response = await fetch(apiUrl(path));
      if (!response.ok) throw new Error(`Waking the API: GET ${path} answered ${response.status}`);
    }),
  );
}
