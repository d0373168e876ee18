/**
 * The report data path reads only the months and slice a request shows: at most the months
 * shown + 2 Firestore documents, counted by the report reader, on the real files.
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import { importPath } from '@cannabis-reports/data-import';
import { buildReport, clearPartCache, withReadCount } from '@cannabis-reports/reports';

beforeAll(async () => {
  await importPath(adminDb(), reportDataFolder());
}, 120_000);

const QUERIES: Array<[string, Record<string, string>]> = [
  ['market-overview', {}],
  ['market-overview', { from: '2021-10', to: '2021-10' }],
  ['demo', {}],
  ['washington-retail', {}],
  ['washington-retail', { from: '2021-10', to: '2021-10' }],
  ['washington-retail', { from: '2021-01', to: '2021-10', county: 'King' }],
  ['colorado-counties', {}],
  ['colorado-counties', { from: '2020-07', to: '2020-07', county: 'Denver' }],
  ['colorado-counties', { from: '2019-01', to: '2019-02' }],
  ['connecticut-weekly', {}],
  ['connecticut-weekly', { from: '2024-01-07', to: '2025-12-31' }],
  ['prices', {}],
  ['prices', { state: 'OR' }],
  ['prices', { state: 'DC' }],
  ['per-capita', {}],
  ['per-capita', { month: '2020-06' }],
];

// Each request as on a cold instance: nothing cached.
beforeEach(clearPartCache);

describe('documents read per report request', () => {
  it.each(QUERIES)('%s %j reads at most the months shown + 2', async (reportId, query) => {
    const { result, reads } = await withReadCount(() => buildReport(adminDb(), reportId, query));
    const shown = result.sections.find((section) => 'x' in section && section.x[0]?.match(/^\d{4}-\d{2}(-\d{2})?$/));
    // The per-capita comparison shows one month, across states.
    const monthsShown = shown && 'x' in shown ? shown.x.length : reportId === 'per-capita' ? 1 : 0;
    expect(monthsShown).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(monthsShown + 2);
  });
});
