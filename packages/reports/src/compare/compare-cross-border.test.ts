/**
 * Comparing across the border, figures recomputed here from the shared files (Statistics
 * Canada's monthly sales, FRED's monthly rate, CDOR's county file), never by the product's
 * code: no axis holds Canadian and US dollars unconverted; a Canadian market's totals are in US
 * dollars at its month's rate, said in the notes; its index and change on a year before are in
 * its own currency; a month without a rate is not converted, and says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BuiltReport } from '../kit/definitions';
import { chartOf, pointOf, readCsv, readerOf, sameCents, snapshotRows, tableOf } from '../markets/markets-test-files';
import { buildCompare } from './builder';
import { figuresOf } from './measures';
import { conversionNotes } from './monthly-chart';
import type { CompareStatePart } from './parts';
import { YOY_TABLE_TITLE } from './text';
import { buildCompareView, compareView } from './view';

const rows = snapshotRows();
const reader = readerOf(rows, compareView);
const compare = (query: Record<string, string>): Promise<BuiltReport> => buildCompare(reader, query);

const rate = new Map(
  readCsv('fx/fred-EXCAUS-cad-per-usd-monthly.csv').map((row) => [row.date.slice(0, 7), Number(row.value)]),
);
const ontario = new Map(
  readCsv('statcan/ca-cannabis-retailers-by-province-by-month.csv')
    .filter((row) => row.GEO === 'Ontario' && row.Adjustments === 'Unadjusted' && row.VALUE !== '')
    .map((row) => [row.REF_DATE, Number(row.VALUE) * 1000]),
);

describe('compare across the border', () => {
  it("draws Ontario in US dollars at FRED's rate of each month, and says so with the rate's source", async () => {
    const report = await compare({ states: 'CO,ON', measure: 'totals', from: '2024-01', to: '2024-12' });
    const chart = chartOf(report, 'Monthly sales, USD');
    assert.equal(chart.unit, 'usd');
    for (const month of ['2024-01', '2024-06', '2024-12'])
      assert.ok(sameCents(pointOf(chart, 'Ontario', month).value, ontario.get(month)! / rate.get(month)!), month);
    assert.ok(chart.notes!.some((note) => note.includes('EXCAUS') && note.includes('Ontario converted')));
    const options = report.filters[0].kind === 'choice' ? report.filters[0].options : [];
    assert.ok(options.some((option) => option.value === 'ON' && option.label === 'Ontario (Canada)'));
  });

  it('keeps the rate’s note under the money chart: no other section carries it, so it is never moved to the foot', async () => {
    // The viewer moves a note several sections share to 'About this data', closed on a phone.
    const report = await compare({ states: 'CO,ON,MD', measure: 'totals', from: '2023-01', to: '2024-12' });
    const chart = chartOf(report, 'Monthly sales, USD');
    const note = chart.notes!.find((line) => line.includes('Ontario converted from Canadian dollars'))!;
    assert.match(
      note,
      /at each month’s own rate, FRED series EXCAUS \(Board of Governors of the Federal Reserve System\)/,
    );
    const shared = report.sections
      .filter((section) => section !== chart)
      .flatMap((section) => section.notes ?? [])
      .filter((line) => chart.notes!.includes(line));
    assert.deepEqual(shared, []);
    // The year-on-year table, in US dollars too, says so under itself in its own words.
    assert.ok(tableOf(report, YOY_TABLE_TITLE).notes!.some((line) => line.startsWith('US dollars in this table')));
  });

  it('indexes Ontario in Canadian dollars, where no rate enters', async () => {
    const report = await compare({ states: 'CO,ON', measure: 'indexed', from: '2023-01', to: '2024-12' });
    const chart = report.sections[0];
    assert.ok('x' in chart && chart.unit === 'index');
    const base = chart.x[0];
    const expected = Math.round((ontario.get('2024-12')! / ontario.get(base)!) * 100 * 100) / 100;
    assert.equal(pointOf(chart, 'Ontario', '2024-12').value, expected);
  });

  it('gives the change on a year before in each market’s own currency, the figures beside it in US dollars', async () => {
    const report = await compare({ states: 'CO,ON', measure: 'totals', from: '2023-01', to: '2024-12' });
    const table = tableOf(report, YOY_TABLE_TITLE);
    const row = table.rows.find((cells) => cells[0] === 'Ontario')!;
    const change =
      Math.round(((ontario.get('2024-12')! - ontario.get('2023-12')!) / ontario.get('2023-12')!) * 100 * 100) / 100;
    assert.equal(row[3], change);
    assert.ok(sameCents(row[1] as number, ontario.get('2024-12')! / rate.get('2024-12')!));
    assert.ok(table.columns.every((column) => !/^cad/.test(column.unit ?? '')));
    // Its money headers say US dollars, beside a market whose own pages say C$.
    assert.deepEqual(
      table.columns.filter((column) => column.unit === 'usd').map((column) => column.label),
      ['Total sales, December 2024 (US$)', 'Total sales, December 2023 (US$)'],
    );
  });

  it('says what it lists: markets in the filter offering both, provinces where only provinces are chosen, states where only states are', async () => {
    const firstColumns = (report: BuiltReport) =>
      report.sections.flatMap((section) => (section.kind === 'table' ? [section.columns[0].label] : []));
    const provinces = await compare({ states: 'ON,BC', measure: 'totals', from: '2023-01', to: '2024-12' });
    assert.deepEqual(
      provinces.filters.map((filter) => filter.kind === 'choice' && filter.label),
      ['Markets', 'Measure', false],
    );
    assert.deepEqual(firstColumns(provinces), ['Province or territory', 'Province or territory']);
    const both = await compare({ states: 'CO,ON', measure: 'indexed', from: '2025-07', to: '2025-08' });
    assert.deepEqual(firstColumns(both), ['Market', 'Market', 'Market']);
    const states = await compare({ states: 'CO,MD', measure: 'totals', from: '2023-01', to: '2024-12' });
    assert.deepEqual(firstColumns(states), ['State', 'State']);
  });

  it('never opens on a Canadian market: the first view compares US states in one currency', async () => {
    const report = await compare({});
    const chosen = report.filters[0].kind === 'choice' ? report.filters[0].value : [];
    assert.ok(chosen.length > 0);
    assert.ok(chosen.every((code) => /^[A-Z]{2}$/.test(code) && !['ON', 'QC', 'BC', 'AB'].includes(code)));
  });

  it('lists no market with nothing to compare: Nunavut, every month withheld', () => {
    const { summary } = buildCompareView(rows);
    assert.ok(!summary.states.some((entry) => entry.code === 'NU'));
    assert.ok(summary.states.some((entry) => entry.code === 'NT'));
    for (const entry of summary.states) assert.equal(typeof entry.from, 'string', entry.code);
  });

  it('leaves a month without a published rate unconverted, and says so', () => {
    const part = {
      state: 'ON',
      name: 'Ontario',
      periods: ['2026-08', '2026-09'],
      totals: [200_000_000, 210_000_000],
      flags: [null, null],
      residents: [null, null],
      adults21: [null, null],
      covers: [],
      notes: [],
      populationNotes: [],
      datasets: [],
      currency: 'CAD',
      cadPerUsd: [1.38, null],
    } satisfies CompareStatePart;
    const figureAt = figuresOf(part);
    assert.ok(sameCents(figureAt('totals', '2026-08').value, 200_000_000 / 1.38));
    assert.deepEqual(figureAt('totals', '2026-09'), { value: null, flag: 'not-published' });
    assert.equal(figureAt('totals', '2026-09', true).value, 210_000_000);
    assert.ok(
      conversionNotes([{ part, figureAt }], part.periods).some((note) =>
        note.startsWith('Ontario: no exchange rate is published for September 2026, so those months are not converted'),
      ),
    );
    assert.ok(
      conversionNotes([{ part, figureAt }], part.periods, 'table').includes(
        'Ontario in this table: no exchange rate is published for September 2026, so its figure there is not converted and not given.',
      ),
    );
  });
});
