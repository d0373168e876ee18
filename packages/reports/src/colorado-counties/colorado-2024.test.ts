/**
 * Colorado's newest month, December 2024, recomputed here from CDOR's long-form file in the
 * shared data (split by hand, not by the product's parser): the statewide total is every line of
 * the month, SUM OF NR COUNTIES included; a county's figure is its own lines; a county with a line
 * of one kind and none of the other that month has the other withheld, never 0.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chartOf, readCsv, readerOf, snapshotRows, tableOf } from '../markets/markets-test-files';
import { buildColoradoCounties } from './builder';
import { COUNTIES_NOT_REPORTED } from './parts';
import { coloradoView } from './view';

const lines = readCsv('co-dor/co-cannabis-sales-2014-2024.csv').filter((line) => line.monthyear === '202412');
const sumOf = (wanted: (line: Record<string, string>) => boolean) =>
  lines.filter(wanted).reduce((sum, line) => sum + Number(line.amount), 0);
const open = (query: Record<string, string>) =>
  buildColoradoCounties(readerOf(snapshotRows(), coloradoView), { from: '2024-12', to: '2024-12', ...query });

describe("Colorado's December 2024 from CDOR's file", () => {
  it('gives the statewide total of every line of the month, the counties CDOR withholds included', async () => {
    const chart = chartOf(await open({}), 'Monthly sales');
    assert.deepEqual(chart.x, ['2024-12']);
    const series = (label: string) => chart.series.find((one) => one.label === label)!.values[0];
    assert.equal(
      series('Medical and retail'),
      sumOf(() => true),
    );
    assert.equal(
      series('Medical'),
      sumOf((line) => line.sales_type === 'medical'),
    );
    assert.equal(
      series('Retail'),
      sumOf((line) => line.sales_type === 'retail'),
    );
    assert.ok(sumOf((line) => line.county_name === 'SUM OF NR COUNTIES') > 0);
    const table = tableOf(await open({}), 'Sales by county in the selected months');
    const remainder = table.rows.find((row) => row[0] === COUNTIES_NOT_REPORTED)!;
    assert.equal(
      remainder[1],
      sumOf((line) => line.county_name === 'SUM OF NR COUNTIES'),
    );
  });

  it("gives Denver's medical and retail sales as its own lines", async () => {
    const table = tableOf(await open({ county: 'Denver' }), 'Sales by county in the selected months');
    const denver = (kind: string) => sumOf((line) => line.county_name === 'DENVER' && line.sales_type === kind);
    assert.deepEqual(table.rows[0].slice(0, 4), [
      'Denver',
      denver('medical') + denver('retail'),
      denver('medical'),
      denver('retail'),
    ]);
  });

  it('withholds a county’s medical sales where the month has its retail line and none for medical (Summit), never 0', async () => {
    const summit = (month: string, kind: string) =>
      readCsv('co-dor/co-cannabis-sales-2014-2024.csv').filter(
        (line) => line.monthyear === month && line.county_name === 'SUMMIT' && line.sales_type === kind,
      );
    // Published in November, left out of December's lines beside December's retail figure.
    assert.equal(summit('202411', 'medical').length, 1);
    assert.deepEqual([summit('202412', 'medical').length, summit('202412', 'retail').length], [0, 1]);
    const report = await open({ county: 'Summit' });
    const medical = chartOf(report, 'Monthly sales').series.find((one) => one.label === 'Medical')!;
    assert.deepEqual([medical.values[0], medical.flags?.[0]], [null, 'withheld']);
    const table = tableOf(report, 'Sales by county in the selected months');
    assert.deepEqual(table.rows[0].slice(0, 4), ['Summit', null, null, Number(summit('202412', 'retail')[0].amount)]);
    assert.deepEqual(table.flags?.[0].slice(1, 3), ['withheld', 'withheld']);
  });
});
