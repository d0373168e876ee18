/**
 * Versions, history and 'as of' views over real files: CDOR's Colorado sales by county as four
 * successive publications of one file (to 2023-12, 2024-06, 2024-10 and 2024-12), imported in
 * date order on the day each was published. Every 'as of' date between two publications shows
 * the months the earlier had out, as its file lists them. Runs in its own emulator project, so
 * the real data the other suites read is left alone.
 */
import { parseFile } from '@cannabis-reports/datasets';
import type { CoCountyRow } from '@cannabis-reports/datasets';
import { importDatasets, readRowsAt, readVersions } from '@cannabis-reports/data-import';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const db = getFirestore(initializeApp({ projectId: 'demo-co-publications' }, 'co-publications'));
const ID = 'co-county-sales';

/** Each publication: the day it was out (its commit's day) and its file. */
const PUBLICATIONS = [
  { day: '2024-02-18', file: 'co-dor/vintages/co-cannabis-sales-as-of-2024-02-18.csv' },
  { day: '2024-09-03', file: 'co-dor/vintages/co-cannabis-sales-as-of-2024-09-03.csv' },
  { day: '2025-01-02', file: 'co-dor/vintages/co-cannabis-sales-as-of-2025-01-02.csv' },
  { day: '2025-03-12', file: 'co-dor/co-cannabis-sales-2014-2024.csv' },
];

/** A publication's months and statewide totals, read from its lines by plain splitting (not by the product's parser). */
function published(file: string) {
  const [, ...lines] = readFileSync(path.join(SHARED_DATA, file), 'utf8').trim().split(/\r?\n/);
  const totals = new Map<string, number>();
  for (const line of lines) {
    const [, month, year, , , amount, kind] = line.split(',');
    const key = `${year}-${month.padStart(2, '0')} ${kind}`;
    totals.set(key, (totals.get(key) ?? 0) + Number(amount));
  }
  const months = [...new Set([...totals.keys()].map((key) => key.slice(0, 7)))].sort();
  return { months, totals };
}

const rowsAsOf = async (asOf: string) => (await readRowsAt<CoCountyRow>(db, ID, { asOf }))?.rows;

beforeAll(async () => {
  for (const { day, file } of PUBLICATIONS) {
    const [dataset] = await parseFile(path.join(SHARED_DATA, file));
    await importDatasets(db, [dataset], new Date(`${day}T06:00:00.000Z`));
  }
}, 240_000);

it('keeps the four publications as four versions, each adding months and revising none', async () => {
  const versions = await readVersions(db, ID);
  expect(versions.map((version) => version.publishedAt.slice(0, 10))).toEqual(PUBLICATIONS.map((each) => each.day));
  expect(versions.map((version) => version.revision.periodsAdded.length)).toEqual([120, 6, 4, 2]);
  expect(versions.slice(1).map((version) => version.revision.figuresRevised)).toEqual([0, 0, 0]);
});

it('shows, as of each date between two publications, the months the earlier had out and its statewide totals', async () => {
  const between = [
    '2024-02-18',
    '2024-09-02',
    '2024-09-03',
    '2025-01-01',
    '2025-01-02',
    '2025-03-11',
    '2025-03-12',
    '2026-11-28',
  ];
  for (const asOf of between) {
    const out = PUBLICATIONS.filter((each) => each.day <= asOf).at(-1)!;
    const { months, totals } = published(out.file);
    const rows = (await rowsAsOf(asOf))!;
    expect([asOf, [...new Set(rows.map((row) => row.period))].sort()]).toEqual([asOf, months]);
    const newest = rows.find((row) => row.period === months.at(-1) && row.county === 'Total')!;
    expect([asOf, newest.medical, newest.retail]).toEqual([
      asOf,
      totals.get(`${months.at(-1)} medical`),
      totals.get(`${months.at(-1)} retail`),
    ]);
  }
  expect(published(PUBLICATIONS[0].file).months.at(-1)).toBe('2023-12');
  expect(published(PUBLICATIONS[3].file).months.at(-1)).toBe('2024-12');
});

it('has nothing as of a day before the first publication', async () => {
  expect(await rowsAsOf('2024-02-17')).toBeUndefined();
});
