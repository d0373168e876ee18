/**
 * The comparison's rules on the snapshot plus two made-up sources: a state of which only annual
 * totals are held is named and not drawn, a count of adults 21+ is used only where held, the
 * filters fall back to the defaults, and the range bounds every comparison.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defineSource, type MarketSource } from '../markets/facts';
import { annualTotalsOf, chartOf, pointOf, readerOf, snapshotRows, tableOf } from '../markets/markets-test-files';
import { MARKET_SOURCES } from '../markets/source-list';
import { buildCompare } from './builder';
import { COVERAGE_TITLE, YOY_TABLE_TITLE } from './text';
import { buildCompareView, compareView } from './view';

const annual = annualTotalsOf('CA');
/** Adults 21+ of Oregon for 2019 only, by year, as a census source would give them. */
const ADULTS_2019 = 3_200_000;
const adults = defineSource({
  dataset: 'state-monthly-sales',
  from: 'a made-up census file',
  rank: 1,
  contribute: () => [
    { state: 'OR', population: { adults21: new Map([['2019', ADULTS_2019]]), note: 'Adults 21+: made up.' } },
  ],
});
const sources: MarketSource[] = [...MARKET_SOURCES, annual, adults];
const reader = readerOf(snapshotRows(), { ...compareView, build: (rows) => buildCompareView(rows, sources) });
const compare = (query: Record<string, string>) => buildCompare(reader, query);

describe('compare states: rules', () => {
  it('names a state with annual totals only, and leaves it off the monthly chart', async () => {
    const report = await compare({ states: 'CA,OR' });
    const states = report.filters.find((filter) => filter.kind === 'choice' && filter.name === 'states');
    assert.ok(
      states?.kind === 'choice' && states.options.some((option) => option.label === 'California (annual only)'),
    );
    assert.deepEqual(
      chartOf(report, 'Monthly sales, USD').series.map((series) => series.label),
      ['Oregon'],
    );
    assert.ok(report.notes[0].startsWith('California: only annual totals are held, so it is not on the monthly chart'));
    assert.ok(tableOf(report, COVERAGE_TITLE).rows.some((row) => row[0] === 'California' && row[1] === null));
  });

  it('divides by adults 21+ only from the first year a count is held, a later year by the newest count, and says so', async () => {
    const report = await compare({ states: 'OR', measure: 'per-adult', from: '2018-01', to: '2020-12' });
    const chart = chartOf(report, 'Monthly sales per adult 21+, USD');
    const totals = chartOf(await compare({ states: 'OR', from: '2018-01', to: '2020-12' }), 'Monthly sales, USD');
    for (const month of ['2019-06', '2020-06']) {
      const total = pointOf(totals, 'Oregon', month).value!;
      assert.equal(pointOf(chart, 'Oregon', month).value, Math.round((total / ADULTS_2019) * 100) / 100, month);
    }
    assert.deepEqual(pointOf(chart, 'Oregon', '2018-06'), { value: null, flag: 'not-published' });
    assert.ok(chart.notes?.includes('Oregon: no count of adults 21+ is held for 2018; those months have no figure.'));
    assert.ok(chart.notes?.includes('Adults 21+: made up.'));
    // 2020 is after the newest count: the chart says which count divides it.
    assert.ok(
      chart.notes?.includes(
        'Adults 21+ after 2019: the 2019 estimate, the newest published, divides every later month until the next one is out.',
      ),
    );
  });

  it('shows the newest three or more states that compare on a year before when none is chosen, and totals for an unknown measure', async () => {
    const report = await compare({ states: 'ZZ', measure: 'nonsense' });
    const measure = report.filters.find((filter) => filter.kind === 'choice' && filter.name === 'measure');
    assert.deepEqual(measure?.kind === 'choice' && measure.value, ['totals']);
    assert.deepEqual(
      chartOf(report, 'Monthly sales, USD').series.map((series) => series.label),
      ['Arizona', 'Connecticut', 'Maryland'],
    );
    assert.equal(tableOf(report, YOY_TABLE_TITLE).columns[1].label, 'Total sales, August 2025');
    assert.ok(tableOf(report, YOY_TABLE_TITLE).rows.every((row) => typeof row[3] === 'number'));
  });

  it('compares the latest month of the range, and draws only the range', async () => {
    const report = await compare({ states: 'MA,OR', from: '2019-01', to: '2020-06' });
    assert.equal(chartOf(report, 'Monthly sales, USD').x.length, 18);
    assert.equal(tableOf(report, YOY_TABLE_TITLE).columns[1].label, 'Total sales, June 2020');
  });
});
