/**
 * A market's forecast is made at import from the version then in force: two publications of
 * the panel's monthly sales (the second adds six months), each imported on its own day, and
 * each day's 'as of' view of the market's page shows the forecast made that day, not today's.
 * Runs in its own emulator project, so the real data the other suites read is left alone.
 */
import { shiftMonth, type ChartSection } from '@cannabis-reports/contracts';
import { importDatasets, type DatasetInput } from '@cannabis-reports/data-import';
import type { StateMonthlyRow } from '@cannabis-reports/datasets';
import { buildReport } from '@cannabis-reports/reports';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const db = getFirestore(initializeApp({ projectId: 'demo-forecast-as-of' }, 'forecast-as-of'));

/** `months` of Oregon-like sales from January 2018: a trend and a season, no month flagged. */
function panel(months: number): DatasetInput {
  const rows: StateMonthlyRow[] = Array.from({ length: months }, (_, index) => ({
    period: shiftMonth('2018-01', index),
    state: 'OR',
    sales: Math.round(60_000_000 + 300_000 * index + 5_000_000 * Math.sin((2 * Math.PI * index) / 12)),
    retailers: 600,
  }));
  return {
    meta: {
      id: 'state-monthly-sales',
      title: 'Forecast as-of test',
      publisher: 'Test',
      sourceUrl: 'https://example.com/panel',
      licence: 'Test',
      sample: true,
      periodKind: 'month',
      periodFrom: rows[0].period,
      periodTo: rows.at(-1)!.period,
    },
    rows,
    rejected: [],
  };
}

const PUBLICATIONS = [
  { day: '2025-03-03', input: panel(60), through: '2022-12' },
  { day: '2025-09-01', input: panel(66), through: '2023-06' },
];

const forecastOf = async (query: { asOf?: string } = {}) => {
  const report = await buildReport(db, 'markets', { state: 'OR', ...query });
  const chart = report.sections.find((section): section is ChartSection => section.kind === 'line-chart')!;
  return chart.forecast;
};

const answered: Array<Awaited<ReturnType<typeof forecastOf>>> = [];

beforeAll(async () => {
  for (const { day, input } of PUBLICATIONS) {
    await importDatasets(db, [input], new Date(`${day}T06:00:00.000Z`));
    answered.push(await forecastOf());
  }
}, 120_000);

it('makes each import’s forecast from the months that version holds', () => {
  expect(answered.map((forecast) => forecast?.through)).toEqual(PUBLICATIONS.map((each) => each.through));
  expect(answered[1]!.x[0]).toBe('2023-07');
  expect(answered[0]!.mean).not.toEqual(answered[1]!.mean);
});

it("shows in each day's 'as of' view the forecast made that day", async () => {
  expect(await forecastOf({ asOf: '2025-03-03' })).toEqual(answered[0]);
  expect(await forecastOf({ asOf: '2025-08-31' })).toEqual(answered[0]);
  expect(await forecastOf({ asOf: '2025-09-01' })).toEqual(answered[1]);
});
