/**
 * A publication imported by hand, as `npm run import-data -- <file> --project <id>` imports it
 * for a publisher that serves only a PDF (Arizona's converted table), in an emulator project of
 * its own: a whole file is stored and recorded as a manual import; a copy cut short is refused
 * as a fetched one would be, the served version untouched and the refusal in the history; the
 * dataset's public history says which version came by hand.
 */
import { importFileByHand, readDataset, readFetches } from '@cannabis-reports/data-import';
import { parseOne, sample } from '@cannabis-reports/datasets';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readDatasetHistory } from '../../src/services/datasets/dataset-history';

const db = getFirestore(initializeApp({ projectId: 'demo-manual-import' }, 'manual-import'));
const AZ = sample('az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv');
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'manual-import-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a file imported by hand', () => {
  it('is stored whole and recorded as a manual import', async () => {
    const expected = await parseOne(AZ, 'az-sales-tax');
    const [outcome] = await importFileByHand(db, AZ);
    expect(outcome).toMatchObject({ datasetId: 'az-sales-tax', status: 'imported', rows: 51, rejected: 0 });
    expect(await readDataset(db, 'az-sales-tax')).toMatchObject({ rowCount: 51, periodTo: expected.meta.periodTo });
    expect((await readFetches(db, 'az-sales-tax')).at(-1)).toMatchObject({
      source: path.basename(AZ),
      via: 'manual',
      outcome: 'imported',
      rows: 51,
      version: outcome.version,
    });
    // The same file again changes nothing, and says so.
    expect((await importFileByHand(db, AZ))[0]).toMatchObject({ status: 'unchanged', version: outcome.version });
  });

  it('is refused as a fetched file would be when it looks cut short, the served version left as it was', async () => {
    const before = await readDataset(db, 'az-sales-tax');
    const text = await readFile(AZ, 'utf8');
    const cut = path.join(folder, 'az-cut.csv');
    await writeFile(cut, text.slice(0, text.lastIndexOf('\n', text.length - 2) - 20));
    const [outcome] = await importFileByHand(db, cut);
    expect(outcome).toMatchObject({ datasetId: 'az-sales-tax', status: 'malformed' });
    expect(outcome.reason).toMatch(/cut short/);
    expect(await readDataset(db, 'az-sales-tax')).toEqual(before);
    expect((await readFetches(db, 'az-sales-tax')).at(-1)).toMatchObject({
      source: 'az-cut.csv',
      via: 'manual',
      outcome: 'malformed',
      reason: outcome.reason,
    });
  });

  it('refuses a file of no known format, naming it, with nothing stored', async () => {
    const unknown = path.join(folder, 'notes.csv');
    await writeFile(unknown, 'a,b\n1,2\n');
    await expect(importFileByHand(db, unknown)).rejects.toThrow(/notes\.csv: unknown format/);
  });

  it("is told apart from a fetch in the dataset's public history", async () => {
    const history = await readDatasetHistory('az-sales-tax', db);
    expect(history.dataset.arrives).toEqual({ how: 'manual' });
    expect(history.revisions.map((revision) => revision.via)).toEqual(['manual']);
    expect(history.failedFetches[0]).toMatchObject({ outcome: 'malformed', via: 'manual' });
  });
});
