/**
 * Every version of a dataset kept, with its revision, and the reports 'as of' a day: three
 * publications of one weekly file (the second revises two weeks' figures, the third adds four
 * weeks), each imported as published on its own day, then each day's view checked against the
 * report as it was answered that day. Runs in its own emulator project, so the real data the
 * other suites read is left alone.
 */
import type { DatasetVersion } from '@cannabis-reports/contracts';
import { importDatasets, readVersions } from '@cannabis-reports/data-import';
import { buildReport, clearPartCache, ReportError, withReadCount } from '@cannabis-reports/reports';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { weeklyInput } from './weekly-input';

const db = getFirestore(initializeApp({ projectId: 'demo-as-of-views' }, 'as-of-views'));
const REPORT = 'connecticut-weekly';

/** `weeks` weeks; `revised` maps a week's index to its adult-use sales. */
const publication = (weeks: number, revised: Record<number, number> = {}) =>
  weeklyInput('As of test', weeks, (index) => revised[index] ?? 100_000 + index * 1_000);

const PUBLICATIONS = [
  { day: '2025-03-03', input: publication(8) },
  { day: '2025-04-07', input: publication(8, { 5: 150_000, 6: 90_000 }) },
  { day: '2025-05-05', input: publication(12, { 5: 150_000, 6: 90_000 }) },
];

const answered: unknown[] = [];
/** A report as answered on the day: its currency is today's, so it is set aside (see the 'as of' test). */
const withoutCurrency = ({ currency: _currency, ...report }: Awaited<ReturnType<typeof buildReport>>) => report;

beforeAll(async () => {
  for (const { day, input } of PUBLICATIONS) {
    await importDatasets(db, [input], new Date(`${day}T06:00:00.000Z`));
    answered.push(withoutCurrency(await buildReport(db, REPORT, {})));
  }
}, 120_000);

const asOf = (date: string) => buildReport(db, REPORT, { asOf: date });
/** A view's figures: without its 'as of' stamp, nor its currency, which is judged on the day asked (below). */
const withoutAsOf = ({ asOf: _asOf, ...report }: Awaited<ReturnType<typeof asOf>>) => withoutCurrency(report);

it('keeps every version with its revision: periods added, rows added, each revised figure old and new', async () => {
  const versions = await readVersions(db, 'ct-weekly-sales');
  expect(versions.map((version) => version.publishedAt.slice(0, 10))).toEqual(PUBLICATIONS.map((each) => each.day));
  const [first, second, third] = versions as DatasetVersion[];
  expect(first.revision).toMatchObject({ rowsAdded: 8, rowsRemoved: 0, figuresRevised: 0 });
  expect(second.previous).toBeDefined();
  expect(second.revision).toMatchObject({
    periodsAdded: [],
    rowsAdded: 0,
    rowsRemoved: 0,
    periodsRevised: ['2025-02'],
  });
  const revised = (
    await db.collection(`datasets/ct-weekly-sales/versions/${versions[1].version}/revised`).get()
  ).docs.flatMap((doc) => doc.get('figures') as Array<{ key: string; field: string; old: number; new: number }>);
  const sales = revised.filter((figure) => figure.field === 'adultUseSales');
  expect(sales).toEqual([
    expect.objectContaining({ key: 'weekStart=2025-02-09', old: 105_000, new: 150_000 }),
    expect.objectContaining({ key: 'weekStart=2025-02-16', old: 106_000, new: 90_000 }),
  ]);
  expect(second.revision.largest[0]).toMatchObject({ field: 'adultUseSales', old: 105_000, new: 150_000 });
  expect(third.revision).toMatchObject({ periodsAdded: ['2025-03'], rowsAdded: 4, figuresRevised: 0 });
  // Unchanged months are shared: the third version stored only what it added.
  expect(third.chunks.slice(0, 2)).toEqual(second.chunks.slice(0, 2));
  expect(third.storedBytes).toBeLessThan(second.storedBytes + first.storedBytes);
});

it('answers each day with the figures published by its end, and says it is an old view', async () => {
  expect(withoutAsOf(await asOf('2025-03-03'))).toEqual(answered[0]);
  expect(withoutAsOf(await asOf('2025-04-06'))).toEqual(answered[0]);
  expect(withoutAsOf(await asOf('2025-04-07'))).toEqual(answered[1]);
  expect(withoutAsOf(await asOf('2025-05-04'))).toEqual(answered[1]);
  expect(withoutAsOf(await asOf('2025-06-01'))).toEqual(answered[2]);
  expect(answered[0]).not.toEqual(answered[1]);
  expect((await asOf('2025-04-07')).asOf).toEqual({ date: '2025-04-07', publishedAt: '2025-04-07T06:00:00.000Z' });
  await expect(asOf('2025-03-02')).rejects.toEqual(expect.any(ReportError));
  // An old view is judged on its own day: on 2025-03-03 DCP was not due to have February out
  // (the 10th of March), so figures to early March were current then, whatever today says.
  expect((await asOf('2025-03-03')).currency).toEqual({
    status: 'current',
    newestHeld: '2025-03',
    newestExpected: '2025-01',
    monthsBehind: 0,
  });
});

it("reads no more documents for an 'as of' view than for the current one", async () => {
  clearPartCache();
  const current = await withReadCount(() => buildReport(db, REPORT, {}));
  clearPartCache();
  const old = await withReadCount(() => asOf('2025-04-07'));
  expect(old.reads).toBeGreaterThan(0);
  expect(old.reads).toBeLessThanOrEqual(current.reads);
});

it('writes no version when the same publication is imported again', async () => {
  const before = await readVersions(db, 'ct-weekly-sales');
  const { outcomes } = await importDatasets(db, [PUBLICATIONS[2].input]);
  expect(outcomes).toEqual(['unchanged']);
  expect(await readVersions(db, 'ct-weekly-sales')).toEqual(before);
});
