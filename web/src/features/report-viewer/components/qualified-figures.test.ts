import { expect, it } from 'vitest';
import { barFills, qualifiedFlags, segmentStyles } from './qualified-figures';

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
