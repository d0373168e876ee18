import type { FigureFlag } from '@cannabis-reports/contracts';
import { describe, expect, it } from 'vitest';
import { barFills, qualifiedFlags, segmentStyles, withoutPlunges } from './qualified-figures';

it('dashes the segment into a partial last week and keeps the rest solid', () => {
  expect(segmentStyles([4_200_000, 4_210_000, 1_552_008], [null, null, 'partial'])).toEqual([null, 'solid', 'dashed']);
});

it('dashes both segments around an incomplete month inside a series', () => {
  expect(segmentStyles([10, 11, 5, 12, 13], [null, null, 'incomplete', null, null])).toEqual([
    null,
    'solid',
    'dashed',
    'dashed',
    'solid',
  ]);
});

it('draws no segment to a missing figure: withheld is a gap, not a dashed zero', () => {
  expect(segmentStyles([10, null, 12, 13], [null, 'withheld', null, null])).toEqual([null, null, null, 'solid']);
});

it('draws a series without flags solid', () => {
  expect(segmentStyles([1, 2, 3])).toEqual([null, 'solid', 'solid']);
});

it('names only the qualifying flags that have a figure drawn', () => {
  expect(
    qualifiedFlags([
      { values: [1, null, 3], flags: [null, 'withheld', 'partial'] },
      { values: [1, 2, 3], flags: [null, null, null] },
    ]),
  ).toEqual(['partial']);
  expect(qualifiedFlags([{ values: [1, null], flags: [null, 'not-published'] }])).toEqual([]);
});

it('pales the bar of a qualified figure and no other', () => {
  expect(barFills('#0072B2', [142_669, 52_000, null], [null, 'partial', 'withheld'])).toEqual([
    '#0072B2cc',
    '#0072B255',
    '#0072B2cc',
  ]);
});

describe('a barely covered period on a line', () => {
  const section = (values: Array<number | null>, flags: Array<FigureFlag | null>, kind = 'line-chart') => ({
    kind,
    series: [{ label: 'AZ', values, flags }],
  });

  it('is not drawn when it is marked and under half of the figure before, and the table keeps it', () => {
    const original = section([84, 83, 0.05], [null, null, 'incomplete']);
    const { section: drawn, hidden } = withoutPlunges(original);
    expect(hidden).toBe(true);
    expect(drawn.series[0].values).toEqual([84, 83, null]);
    expect(original.series[0].values).toEqual([84, 83, 0.05]);
  });

  it('is drawn when it is unmarked, not far below, or a bar', () => {
    expect(withoutPlunges(section([84, 30], [null, null])).hidden).toBe(false);
    expect(withoutPlunges(section([84, 60], [null, 'partial'])).hidden).toBe(false);
    expect(withoutPlunges(section([84, 1], [null, 'partial'], 'bar-chart')).hidden).toBe(false);
  });
});
