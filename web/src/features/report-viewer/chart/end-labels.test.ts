import type uPlot from 'uplot';
import { expect, it } from 'vitest';
import { endLabelRoom, endLabels, endLabelText, spreadLabels } from './end-labels';

it('moves overlapping labels apart in their order, and keeps them inside the plot', () => {
  expect(spreadLabels([100, 104, 300], 14, 0, 400)).toEqual([100, 114, 300]);
  expect(spreadLabels([104, 100], 14, 0, 400)).toEqual([114, 100]);
  expect(spreadLabels([395, 398], 14, 0, 400)).toEqual([386, 400]);
  expect(spreadLabels([-20], 14, 6, 400)).toEqual([6]);
});

it('places no label when the plot is too short for all of them apart', () => {
  expect(spreadLabels([10, 10, 10], 14, 0, 28)).toEqual([0, 14, 28]);
  expect(spreadLabels([10, 10, 10, 10], 14, 0, 28)).toBeNull();
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

/** Draws the labels of `chart` on a plot 300 px wide and tall from x 40, a month every 100 px. */
function drawLabels(chart: typeof twoLines) {
  const drawn: Array<{ text: string; x: number; y: number; colour: string; align: string }> = [];
  const context = {
    fillStyle: '',
    // As uPlot leaves it after drawing the value axis.
    textAlign: 'right',
    save() {},
    restore() {},
    fillText(text: string, x: number, y: number) {
      drawn.push({ text, x, y, colour: this.fillStyle, align: this.textAlign });
    },
  };
  const plot = {
    ctx: context,
    bbox: { left: 40, width: 300, top: 0, height: 300 },
    valToPos: (value: number, scale: string) => (scale === 'x' ? 40 + value * 150 : 300 - value),
  } as unknown as uPlot;
  const plugin = endLabels(chart, (index) => ['blue', 'red', 'green'][index]);
  (plugin.hooks.draw as (plot: uPlot) => void)(plot);
  return drawn;
}

it('names each line in its colour at the height of its last figure, right of the plot where no line runs', () => {
  const drawn = drawLabels(twoLines);
  expect(drawn.map(({ text, colour }) => [text, colour])).toEqual([
    ['Oregon', 'blue'],
    ['Massachusetts', 'red'],
  ]);
  // Oregon's last figure is the second month, inside the plot where Massachusetts's line goes on:
  // its label is still right of the plot's last month (x 340), beside Massachusetts's.
  // Starting there, whatever alignment uPlot's axes left on the canvas.
  expect(drawn.map(({ x, align }) => [x, align])).toEqual([
    [346, 'left'],
    [346, 'left'],
  ]);
  expect(drawn.map(({ y }) => y)).toEqual([280, 250]);
});

it('keeps the labels of lines that end together apart, and draws none when they cannot be', () => {
  const close = {
    kind: 'line-chart' as const,
    series: [
      { label: 'Maryland', values: [10, 100] },
      { label: 'Connecticut', values: [10, 101] },
      { label: 'Arizona', values: [10, 99] },
    ],
  };
  const ys = drawLabels(close)
    .map(({ y }) => y)
    .sort((a, b) => a - b);
  expect(ys[1] - ys[0]).toBeGreaterThanOrEqual(14);
  expect(ys[2] - ys[1]).toBeGreaterThanOrEqual(14);

  const many = {
    kind: 'line-chart' as const,
    series: Array.from({ length: 30 }, (_, index) => ({ label: `State ${index}`, values: [10, 100] })),
  };
  expect(drawLabels(many)).toEqual([]);
});

it('keeps room on the right for the labels, and labels neither bars nor a single line', () => {
  const opts = { padding: [null, 36, null, null] } as unknown as uPlot.Options;
  endLabels(twoLines, () => 'blue').opts?.({} as uPlot, opts);
  expect(opts.padding?.[1]).toBe(endLabelRoom(['Oregon', 'Massachusetts']));
  expect(endLabels({ ...twoLines, kind: 'bar-chart' }, () => 'blue')).toEqual({ hooks: {} });
  expect(endLabels({ ...twoLines, series: twoLines.series.slice(0, 1) }, () => 'blue')).toEqual({ hooks: {} });
});
