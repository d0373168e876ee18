import { render, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { recordCanvas, stubCanvas } from '../../../testing/canvas';
import { forecastChart, yearOnYearChart } from '../../../testing/report-data';
import { Chart } from './chart';
import { categorySpace, zeroLine } from './chart-axes';

beforeEach(stubCanvas);

type ChartSection = Parameters<typeof Chart>[0]['section'];

/** The legend of the chart drawn in `container`, once drawn (charts are drawn one a task, after the page). */
const drawnLegend = (container: HTMLElement) =>
  waitFor(() => {
    const legend = container.querySelector('.u-legend');
    expect(legend).not.toBeNull();
    return legend;
  });

/** The legend of a chart drawn from `section`. */
function legendOf(section: ChartSection): Promise<Element | null> {
  const { container } = render(<Chart section={section} />);
  return drawnLegend(container);
}

it("shows the latest month's figures in the legend when no month is hovered, never dashes", async () => {
  const legend = await legendOf({
    kind: 'line-chart',
    title: 'Monthly sales by state',
    unit: 'usd',
    x: ['2021-09', '2021-10'],
    series: [
      { label: 'CO', values: [180_000_000, 205_713_856] },
      { label: 'WA', values: [110_000_000, 115_931_748] },
    ],
  });
  await waitFor(() => expect(legend).toHaveTextContent('Oct 2021'));
  expect(legend).toHaveTextContent('$205,713,856');
  expect(legend).toHaveTextContent('$115,931,748');
  expect(legend).not.toHaveTextContent('—');
});

it('shows the latest month in which most states have a figure, not a newer month of one state', async () => {
  const legend = await legendOf({
    kind: 'line-chart',
    title: 'Monthly sales by state',
    unit: 'usd',
    x: ['2021-10', '2021-11', '2021-12'],
    series: [
      { label: 'CO', values: [205_713_856, 150_000_000, null] },
      { label: 'MA', values: [114_702_283, 110_000_000, 51_521_330] },
      { label: 'WA', values: [115_931_748, 112_000_000, null] },
    ],
  });
  await waitFor(() => expect(legend).toHaveTextContent('Nov 2021'));
  expect(legend).toHaveTextContent('$150,000,000');
  expect(legend).not.toHaveTextContent('—');
});

it("names weekly x values 'Week of' in the legend and the table, monthly ones 'Month'", async () => {
  const weekly = render(
    <Chart
      section={{
        kind: 'line-chart',
        title: 'Weekly sales, USD',
        unit: 'usd',
        x: ['2026-03-15', '2026-03-22'],
        series: [
          { label: 'Adult-use', values: [4_203_095.83, 4_214_914.17] },
          { label: 'Medical', values: [1_269_179.9, 1_247_833.86] },
        ],
      }}
    />,
  );
  const legend = await drawnLegend(weekly.container);
  await waitFor(() => expect(legend).toHaveTextContent('Mar 22, 2026'));
  expect(legend).toHaveTextContent('Week of');
  expect(legend).not.toHaveTextContent('Month');
  expect(weekly.getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('Week of');
  weekly.unmount();

  const monthly = render(
    <Chart
      section={{
        kind: 'line-chart',
        title: 'Monthly sales by state',
        unit: 'usd',
        x: ['2021-09', '2021-10'],
        series: [
          { label: 'CO', values: [180_000_000, 205_713_856] },
          { label: 'WA', values: [110_000_000, 115_931_748] },
        ],
      }}
    />,
  );
  await waitFor(() => expect(monthly.container.querySelector('.u-legend')).toHaveTextContent('Month'));
  expect(monthly.getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('Month');
});

it('passes over a flagged period, such as a week not over yet', async () => {
  const legend = await legendOf({
    kind: 'line-chart',
    title: 'Weekly sales, USD',
    unit: 'usd',
    x: ['2026-03-15', '2026-03-22', '2026-03-29'],
    series: [
      { label: 'Adult-use', values: [4_200_000, 4_210_000, 1_552_008], flags: [null, null, 'partial'] },
      { label: 'Medical', values: [1_250_000, 1_240_000, 565_011], flags: [null, null, 'partial'] },
    ],
  });
  await waitFor(() => expect(legend).toHaveTextContent('Mar 22, 2026'));
  expect(legend).toHaveTextContent('$4,210,000');
});

/** The text of the key under a chart of one series, 'Marked on the chart'. */
function keyUnder(
  kind: ChartSection['kind'],
  x: string[],
  values: Array<number | null>,
  flags: ChartSection['series'][0]['flags'],
) {
  const { getByRole } = render(
    <Chart section={{ kind, title: 'A chart', unit: 'usd', x, series: [{ label: 'Figures', values, flags }] }} />,
  );
  return getByRole('list', { name: 'Marked on the chart' });
}

it('says under a line chart that a pale dashed stretch leads to a flagged figure, and names the flag', () => {
  expect(
    keyUnder(
      'line-chart',
      ['2026-03-15', '2026-03-22', '2026-03-29'],
      [4_200_000, 4_210_000, 1_552_008],
      [null, null, 'partial'],
    ),
  ).toHaveTextContent(
    'Pale dashed stretch of a line: leads to a figure marked ° in the table (partial: covers only part of what its label says).',
  );
});

it('says under a bar chart that a pale bar is a flagged figure', () => {
  expect(keyUnder('bar-chart', ['2026-03-22', '2026-03-29'], [142_669, 52_000], [null, 'partial'])).toHaveTextContent(
    'A pale bar: a figure marked ° in the table (partial: covers only part of what its label says).',
  );
});

it('says under a bar chart what the mark at the foot of an empty column means: no figure, not zero', () => {
  expect(keyUnder('bar-chart', ['IL', 'CO'], [1_121_594, null], [null, 'not-published'])).toHaveTextContent(
    '§ at the foot of an empty column: not published (not in the source for this period), not zero.',
  );
});

it('leaves room for every bar to carry its name when the names are short, and a date between line ticks', () => {
  const states = ['CO', 'OR', 'MA', 'WA', 'IL', 'MD', 'ME'];
  const bar: ChartSection = { kind: 'bar-chart', title: 't', unit: 'usd', x: states, series: [] };
  // Seven states on a phone's 300-pixel plot: 43 pixels each, so every one is labelled.
  expect(categorySpace({ ...bar, x: states })).toBeLessThanOrEqual(300 / states.length);
  expect(categorySpace({ ...bar, kind: 'line-chart', x: ['2021-09', '2021-10'] })).toBe(80);
});

it('draws falls below a zero line: the value axis is labelled below zero and the bars hang from zero', async () => {
  const { texts, rects } = recordCanvas();
  const { container } = render(<Chart section={yearOnYearChart} />);
  await waitFor(() => expect(container.querySelector('.u-over')).not.toBeNull());
  // uPlot clips to the plot's box, a rectangle too: the bars are the narrower ones.
  const bars = () => rects.filter((rect) => rect.width < Math.max(...rects.map(({ width }) => width)));
  await waitFor(() => expect(bars()).toHaveLength(3));
  // uPlot's own ticks, at round steps: zero, and as far below it as Arizona's fall.
  const ticks = texts.filter((text) => /^-?[\d.]+$/.test(text)).map(Number);
  expect(ticks).toContain(0);
  expect(Math.min(...ticks)).toBeLessThan(-16.77);
  // The falls hang from one line, zero, their lengths in the figures' proportion.
  const [arizona, connecticut, maryland] = bars();
  const zero = maryland.y + maryland.height;
  expect(arizona.y).toBeCloseTo(zero, 0);
  expect(connecticut.y).toBeCloseTo(zero, 0);
  expect(arizona.height / connecticut.height).toBeCloseTo(16.77 / 3.79, 1);
  // Maryland's small rise stands on the same line, above it.
  expect(maryland.height).toBeGreaterThan(0);
  expect(maryland.height).toBeLessThan(connecticut.height / 3);
});

it('draws the zero line only when the value axis goes below zero', () => {
  const strokes: number[][] = [];
  const plot = (min: number) =>
    ({
      ctx: {
        save: () => undefined,
        restore: () => undefined,
        beginPath: () => strokes.push([]),
        moveTo: (_x: number, y: number) => strokes.at(-1)!.push(y),
        lineTo: (_x: number, y: number) => strokes.at(-1)!.push(y),
        stroke: () => undefined,
      },
      bbox: { left: 0, top: 0, width: 600, height: 300 },
      scales: { y: { min } },
      // A scale from `min` to 10 over the plot's 300 pixels, top down.
      valToPos: (value: number) => ((10 - value) / (10 - min)) * 300,
    }) as unknown;
  const draw = zeroLine().hooks.draw as (plot: unknown) => void;
  draw(plot(0));
  expect(strokes).toEqual([]);
  draw(plot(-20));
  expect(strokes).toEqual([[100, 100]]);
});

it('keys a forecast band under the chart, in words and figures', () => {
  const { getByRole } = render(<Chart section={forecastChart} />);
  expect(getByRole('list', { name: 'Marked on the chart' })).toHaveTextContent(
    'Shaded band after Feb 2025 (dashed line): a forecast, not published figures',
  );
});
