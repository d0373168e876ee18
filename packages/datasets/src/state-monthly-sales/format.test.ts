import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseFile } from '../kit/parse-files';
import { parseOne, sample, SAMPLES } from '../kit/published-samples';

const PANEL = sample('cannlytics-compiled/state-cannabis-monthly-panel.csv');

describe('multi-state monthly panel', () => {
  it('gives 289 months of 7 states, with the coverage the README lists', async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.equal(panel.rows.length, 289);
    assert.deepEqual(panel.rejected, []);
    const coverage = new Map<string, { from: string; to: string; rows: number }>();
    for (const { state, period } of panel.rows) {
      const seen = coverage.get(state);
      if (!seen) coverage.set(state, { from: period, to: period, rows: 1 });
      else
        coverage.set(state, {
          from: seen.from < period ? seen.from : period,
          to: seen.to > period ? seen.to : period,
          rows: seen.rows + 1,
        });
    }
    assert.deepEqual(Object.fromEntries([...coverage].sort(([a], [b]) => (a < b ? -1 : 1))), {
      CO: { from: '2014-01', to: '2021-10', rows: 94 },
      IL: { from: '2020-01', to: '2021-10', rows: 22 },
      MA: { from: '2018-11', to: '2021-12', rows: 38 },
      MD: { from: '2020-11', to: '2021-11', rows: 13 },
      ME: { from: '2020-12', to: '2021-11', rows: 12 },
      OR: { from: '2016-10', to: '2021-11', rows: 62 },
      WA: { from: '2017-11', to: '2021-10', rows: 48 },
    });
    const wa = panel.rows.find((row) => row.state === 'WA' && row.period === '2021-10');
    assert.equal(wa?.incomplete, undefined);
    assert.deepEqual(wa, { period: '2021-10', state: 'WA', sales: 115_931_747.87, retailers: 425 });
    assert.equal(panel.rows.find((row) => row.state === 'CO')?.retailers, null);
  });

  it("flags the months it compiled before a state's figures were complete: MA 2021-11 and 2021-12", async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.deepEqual(
      panel.rows.filter((row) => row.incomplete).map((row) => `${row.state} ${row.period}`),
      ['MA 2021-11', 'MA 2021-12'],
    );
    assert.equal(
      panel.rows.find((row) => row.incomplete)!.incomplete!,
      "The compilation gives no average price per eighth ounce for this month, though it gave one every month from November 2018 to October 2021: the month was compiled before the state's figures were complete.",
    );
    // The marker, read plainly: MA's monthly price columns (9 and 10) are given every month up to 2021-10, and not after.
    const ma = (await readFile(PANEL, 'utf8'))
      .split('\n')
      .map((line) => line.split(','))
      .filter((cells) => cells[1] === 'MA');
    const priced = ma.filter((cells) => cells[8] !== '' && cells[9] !== '').map((cells) => cells[0].slice(0, 7));
    assert.equal(priced[0], '2018-11');
    assert.equal(priced.at(-1), '2021-10');
    assert.deepEqual(
      ma.filter((cells) => cells[8] === '').map((cells) => cells[0].slice(0, 7)),
      ['2021-11', '2021-12'],
    );
    const xlsx = await parseOne(
      path.join(SAMPLES, 'cannlytics-compiled/state_cannabis_data.xlsx'),
      'state-monthly-sales',
    );
    assert.deepEqual(xlsx.rows, panel.rows);
  });

  it('annotates the break in the Colorado series from 2021-05, where the level drops at once and stays', async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.deepEqual(
      panel.rows.filter((row) => row.seriesBreak).map((row) => `${row.state} ${row.period}`),
      ['CO 2021-05'],
    );
    // Plain check of the file: year-over-year growth above +15 % in the three months before, below -10 % in the six from 2021-05.
    const co = new Map(
      (await readFile(PANEL, 'utf8'))
        .split('\n')
        .map((line) => line.split(','))
        .filter((cells) => cells[1] === 'CO')
        .map((cells) => [cells[0].slice(0, 7), Number(cells[2])]),
    );
    const yearOnYear = (period: string) => co.get(period)! / co.get(`2020-${period.slice(5)}`)! - 1;
    assert.ok(['2021-02', '2021-03', '2021-04'].every((period) => yearOnYear(period) > 0.15));
    assert.ok(
      ['2021-05', '2021-06', '2021-07', '2021-08', '2021-09', '2021-10'].every((period) => yearOnYear(period) < -0.1),
    );
  });

  it('leaves out the companion source list', async () => {
    assert.deepEqual(
      await parseFile(path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel-sources.csv')),
      [],
    );
  });
});
