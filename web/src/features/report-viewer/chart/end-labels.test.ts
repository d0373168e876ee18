import type uPlot from 'uplot';
import { expect, it } from 'vitest';
import { endLabelRoom, endLabels, endLabelText, spreadLabels } from './end-labels';

it('moves overlapping labels apart in their order, and keeps them inside the plot', () => {
  expect(spreadLabels([100, 104, 300], 14, 0, 400)).toEqual([100, 114, 300]);
  expect(spreadLabels([104, 100], 14, 0, 400)).toEqual([114, 100]);
  expect(spreadLabels([395, 398], 14, 0, 400)).toEqual([386, 400]);
  expect(spreadLabels([-20], 14, 6, 400)).toEqual([6]);
});

it('cuts a long name and keeps room on the right for the longest', () => {
  expect(endLabelText('Massachusetts')).toBe('Massachusetts');
  expect(endLabelText('District of Columbia')).toBe('District of C…');
  expect(endLabelRoom(['Oregon', 'Massachusetts'])).toBe(6 + 7 * 13);
});

const twoLines = {
  kind: 'line-chart' as const,
  series: [
    { label: 'Oregon', values: [10, 20, null] },
    { label: 'Massachusetts', values: [30, 40, 50] },
  ],
};

it('names each line at its last figure, in its colour', () => {
  const drawn: Array<{ text: string; x: number; colour: string }> = [];
  const context = {
    fillStyle: '',
    save() {},
    restore() {},
    fillText(text: string, x: number) {
      drawn.push({ text, x, colour: this.fillStyle });
    },
  };
  const plot = {
    ctx: context,
    bbox: { top: 0, height: 300 },
    valToPos: (value: number, scale: string) => (scale === 'x' ? value * 100 : 300 - value),
  } as unknown as uPlot;
  const plugin = endLabels(twoLines, (index) => ['blue', 'red'][index]);
  (plugin.hooks.draw as (plot: uPlot) => void)(plot);
  expect(drawn.map(({ text, colour }) => [text, colour])).toEqual([
    ['Oregon', 'blue'],
    ['Massachusetts', 'red'],
  ]);
  // Oregon's last figure is the second month, Massachusetts's the third.
  expect(drawn[0].x).toBeLessThan(drawn[1].x);
});

it('keeps room on the right for the labels, and labels neither bars nor a single line', () => {
  const opts = { padding: [null, 36, null, null] } as unknown as uPlot.Options;
  endLabels(twoLines, () => 'blue').opts?.({} as uPlot, opts);
  expect(opts.padding?.[1]).toBe(endLabelRoom(['Oregon', 'Massachusetts']));
  expect(endLabels({ ...twoLines, kind: 'bar-chart' }, () => 'blue')).toEqual({ hooks: {} });
  expect(endLabels({ ...twoLines, series: twoLines.series.slice(0, 1) }, () => 'blue')).toEqual({ hooks: {} });
});
