/**
 * Imports that run at once (a scheduled ingestion beside a manual import, or two workers):
 * whatever the interleaving, the pointer names a complete version and never goes back, every
 * version made current is kept, and one that lost leaves no record. Runs in its own emulator project, so
 * the real data the other suites read is left alone.
 */
import { importDatasets } from '@cannabis-reports/data-import';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { weeklyInput } from './weekly-input';

const db = getFirestore(initializeApp({ projectId: 'demo-import-races' }, 'import-races'));

/** Thirty weeks whose figures carry `seed`, so each import differs. */
const weekly = (seed: number) => weeklyInput(`Race test ${seed}`, 30, (index) => 1000 * seed + index);

async function versionsOf(path: string): Promise<string[]> {
  return (await db.doc(path).collection('versions').listDocuments()).map((doc) => doc.id).sort();
}

it('leaves one complete version current, newest first, when three imports of different rows run at once', async () => {
  for (let round = 0; round < 4; round++) {
    const seeds = [1, 2, 3].map((each) => round * 10 + each);
    const summaries = await Promise.all(seeds.map((seed) => importDatasets(db, [weekly(seed)])));

    const pointer = (await db.collection('datasets').doc('ct-weekly-sales').get()).data()!;
    // The current version is the newest kept, and its chunks hold all its rows.
    expect((await versionsOf('datasets/ct-weekly-sales')).at(-1)).toBe(pointer.version);
    const record = (await db.doc(`datasets/ct-weekly-sales/versions/${pointer.version}`).get()).data()!;
    const chunks = await db.getAll(
      ...(record.chunks as string[]).map((hash) => db.doc(`datasets/ct-weekly-sales/chunks/${hash}`)),
    );
    expect(chunks.flatMap((chunk) => chunk.get('rows') as unknown[])).toHaveLength(30);
    expect(summaries.some((summary) => ['created', 'replaced'].includes(summary.outcomes[0]))).toBe(true);
    // A version that lost the flip left no record.
    const lost = summaries
      .filter((summary) => summary.outcomes[0] === 'superseded')
      .map((summary) => summary.versions[0]);
    for (const version of lost) expect(await versionsOf('datasets/ct-weekly-sales')).not.toContain(version);

    // The view follows a current input, and every part it names exists.
    const view = (await db.collection('reportViews').doc('connecticut-weekly').get()).data()!;
    const parts = await db.getAll(
      ...Object.values(view.parts as Record<string, string>).map((hash) =>
        db.doc(`reportViews/connecticut-weekly/parts/${hash}`),
      ),
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((part) => part.exists)).toBe(true);
    expect((await versionsOf('reportViews/connecticut-weekly')).at(-1)).toBe(view.version);
  }
}, 120_000);
