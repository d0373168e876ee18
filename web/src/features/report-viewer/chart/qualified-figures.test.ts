import type { FigureFlag } from '@cannabis-reports/contracts';
import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { barFills, dashedSegments, qualifiedFlags, segmentStyles, withoutPlunges } from './qualified-figures';

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

it('draws the stretch into a partial last week pale and dashed, from the last complete week', () => {
  const strokes: Array<{ style: unknown; dashed: boolean; path: string[] }> = [];
  const current = { style: '' as unknown, dashed: false, path: [] as string[] };
  const context = {
    save: () => undefined,
    restore: () => undefined,
    rect: () => undefined,
    clip: () => undefined,
    beginPath: () => (current.path = []),
    setLineDash: (dash: number[]) => (current.dashed = dash.length > 0),
    moveTo: (x: number) => current.path.push(`M${x}`),
    lineTo: (x: number) => current.path.push(`L${x}`),
    stroke: () => strokes.push({ ...current }),
    set strokeStyle(style: unknown) {
      current.style = style;
    },
    set lineWidth(_: number) {},
  };
  const plot = {
    ctx: context,
    bbox: { left: 0, top: 0, width: 300, height: 100 },
    series: [{}, { show: true }],
    data: [
      [0, 1, 2],
      [10, 11, 4],
    ],
    valToPos: (value: number) => value,
  } as unknown as uPlot;
  const styles = segmentStyles([10, 11, 4], [null, null, 'partial']);
  const draw = dashedSegments([styles], ['#0072B2'], 2).hooks.draw as (plot: uPlot) => void;
  draw(plot);
  // One dashed stroke, from the last complete week (x 1) to the partial one (x 2), in a paler colour.
  expect(strokes).toEqual([{ style: '#0072B288', dashed: true, path: ['M1', 'L2'] }]);
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
