/** The public data catalogue: what the reports are built from, readable before signing in. */
import type { DatasetCatalogAnswer } from '@cannabis-reports/contracts';
import { importPath } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import path from 'node:path';

describe('GET /api/datasets', () => {
  beforeAll(async () => {
    await importPath(adminDb(), path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
  });

  it('answers every imported dataset with its period, publisher, licence, markets, check times and how it arrives, without signing in', async () => {
    const response = await fetch(apiUrl('/datasets'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const { datasets, markets } = (await response.json()) as DatasetCatalogAnswer;
    const ct = datasets.find((dataset) => dataset.id === 'ct-weekly-sales');
    expect(ct).toMatchObject({
      publisher: expect.stringMatching(/Connecticut|DCP/),
      periodKind: 'week',
      periodFrom: '2023-01-08',
      cadence: expect.any(String),
      sample: false,
      // The file's weeks end from January 2023 to March 2026.
      markets: [{ state: 'CT', periodFrom: '2023-01', periodTo: '2026-03' }],
      lastChecked: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(ct?.lastChanged).not.toBeNull();
    // Imported this minute, yet behind: the file ends in March 2026 and DCP has published since.
    expect(ct?.overdue).toBe(false);
    expect(ct?.currency).toMatchObject({ status: 'behind', newestHeld: '2026-03' });
    expect(ct?.currency.monthsBehind).toBeGreaterThanOrEqual(7);
    // DCP serves the file at a stable address: the daily ingestion fetches it from there.
    expect(ct?.arrives).toEqual({ how: 'fetched', host: 'data.ct.gov' });
    // The market's month as its page dates it, and how far that is behind DCP's newest.
    expect(markets).toContainEqual({
      state: 'CT',
      periodFrom: '2023-01',
      periodTo: '2026-03',
      currency: expect.objectContaining({ status: 'behind', newestHeld: '2026-03' }),
    });
    expect(ct?.licence).not.toBe('');
    // Its money is in US dollars, as its source's units say.
    expect(ct?.money).toBe('USD');
    expect(ct?.units).toMatch(/USD/);
    // Attribution only: no rows, counts or hashes travel.
    expect(Object.keys(ct ?? {}).sort()).toEqual(
      [
        'arrives',
        'cadence',
        'currency',
        'expectedChangeDays',
        'id',
        'lastChanged',
        'lastChecked',
        'licence',
        'markets',
        'money',
        'overdue',
        'periodFrom',
        'periodKind',
        'periodTo',
        'publisher',
        'sample',
        'sourceUrl',
        'title',
        'units',
      ].sort(),
    );
  });
});
