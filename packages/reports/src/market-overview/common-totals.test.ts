/** States' totals over the months every one of them published, on made-up series with gaps. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChartSection } from '@cannabis-reports/contracts';
import { totalsChart, type StateMonths } from './common-totals';

const stateOf = (state: string, figures: Record<string, number>, partial: string[] = []): StateMonths => ({
  state,
  value: (period) => figures[period] ?? null,
  partial: (period) => partial.includes(period),
});

describe('total sales over the common months', () => {
  const periods = ['2021-01', '2021-02', '2021-03', '2021-04'];

  it('leaves a month one state did not publish out of every total, and counts the months it sums', () => {
    const a = stateOf('A', { '2021-01': 1, '2021-02': 2, '2021-03': 4, '2021-04': 8 });
    const b = stateOf('B', { '2021-01': 10, '2021-03': 30, '2021-04': 40 }, ['2021-02']);
    const chart = totalsChart(periods, [a, b]) as ChartSection;
    assert.equal(chart.title, 'Total sales, January 2021 to April 2021');
    assert.deepEqual(chart.series[0].values, [13, 80]);
    // B's partial month is not among the months summed.
    assert.deepEqual(chart.series[0].flags, [null, null]);
    assert.deepEqual(chart.notes, [
      'Totals cover the 3 months from January 2021 to April 2021 that every state shown published; a month one of them did not publish is left out of every total.',
    ]);
  });

  it('flags a total that sums a partial month', () => {
    const a = stateOf('A', { '2021-02': 2, '2021-03': 4 }, ['2021-02']);
    const b = stateOf('B', { '2021-03': 30 });
    const chart = totalsChart(periods, [a, b]) as ChartSection;
    assert.equal(chart.title, 'Total sales, March 2021');
    assert.deepEqual(chart.series[0].values, [4, 30]);
    assert.deepEqual(chart.series[0].flags, [null, null]);
    const both = totalsChart(periods, [a, stateOf('B', { '2021-02': 20, '2021-03': 30 })]) as ChartSection;
    assert.deepEqual(both.series[0].flags, ['partial', null]);
    assert.deepEqual(both.notes, [
      'Totals cover February 2021 to March 2021, the months of the range every state shown published.',
    ]);
  });
});
