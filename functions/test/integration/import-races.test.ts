/**
 * Imports that run at once (a scheduled ingestion beside a manual import, or two workers):
 * whatever the interleaving, the pointer names a complete version and never goes back, and
 * no import deletes the version another made current. Runs in its own emulator project, so
 * the real data the other suites read is left alone.
 */
import { DATASETS_COLLECTION, type CtWeeklySalesRow } from '@cannabis-reports/contracts';
import { REPORT_VIEWS_COLLECTION } from '@cannabis-reports/reports';
import { importDatasets, type DatasetInput } from '@cannabis-reports/data-import';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const db = getFirestore(initializeApp({ projectId: 'demo-import-races' }, 'import-races'));

/** Thirty weeks of Connecticut-shaped rows whose figures carry `seed`, so each import differs. */
function weekly(seed: number): DatasetInput {
  const rows: CtWeeklySalesRow[] = Array.from({ length: 30 }, (_, index) => {
    const start = new Date(Date.UTC(2025, 0, 5 + index * 7));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return {
      period: day(start).slice(0, 7),
      weekStart: day(start),
      weekEnd: day(new Date(start.getTime() + 6 * 86_400_000)),
      days: 7,
      partial: false,
      adultUseSales: 1000 * seed + index,
      medicalSales: 500,
      totalSales: 1000 * seed + index + 500,
      adultUseProducts: 10,
      medicalProducts: 5,
      totalProducts: 15,
      adultUseAveragePrice: 100 * seed,
      medicalAveragePrice: 100,
    };
  });
  return {
    meta: {
      id: 'ct-weekly-sales',
      title: `Race test ${seed}`,
      publisher: 'Test',
      sourceUrl: 'https://example.com/race',
      licence: 'Test',
      sample: true,
      periodKind: 'week',
      periodFrom: rows[0].weekStart,
      periodTo: rows[rows.length - 1].weekStart,
    },
    rows,
    rejected: [],
  };
}

async function versionsOf(path: string): Promise<string[]> {
  return (await db.doc(path).collection('versions').listDocuments()).map((doc) => doc.id).sort();
}

it('leaves one complete version current, newest first, when three imports of different rows run at once', async () => {
  for (let round = 0; round < 4; round++) {
    const seeds = [1, 2, 3].map((each) => round * 10 + each);
    const summaries = await Promise.all(seeds.map((seed) => importDatasets(db, [weekly(seed)])));

    const pointer = (await db.collection(DATASETS_COLLECTION).doc('ct-weekly-sales').get()).data()!;
    // Every version older than the current one is gone; the current one holds all its rows.
    expect((await versionsOf(`${DATASETS_COLLECTION}/ct-weekly-sales`))[0]).toBe(pointer.version);
    const chunks = await db.collection(`${DATASETS_COLLECTION}/ct-weekly-sales/versions/${pointer.version}/rows`).get();
    expect(chunks.docs.flatMap((chunk) => chunk.get('rows') as unknown[])).toHaveLength(30);
    expect(summaries.some((summary) => ['created', 'replaced'].includes(summary.outcomes[0]))).toBe(true);

    // The view follows a current input, and its parts exist.
    const view = (await db.collection(REPORT_VIEWS_COLLECTION).doc('connecticut-weekly').get()).data()!;
    const parts = await db
      .collection(`${REPORT_VIEWS_COLLECTION}/connecticut-weekly/versions/${view.version}/parts`)
      .get();
    expect(parts.size).toBeGreaterThan(0);
    expect((await versionsOf(`${REPORT_VIEWS_COLLECTION}/connecticut-weekly`))[0]).toBe(view.version);
  }
}, 120_000);
