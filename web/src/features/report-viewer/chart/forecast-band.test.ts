import type uPlot from 'uplot';
import { expect, it } from 'vitest';
import { forecastChart } from '../../../testing/report-data';
import { chartTable } from '@cannabis-reports/report-files';
import { forecastBand, forecastExtent, forecastKey } from './forecast-band';

const section = forecastChart;

it('places the forecast after the month it was made through, and names only the months the axis lacks', () => {
  expect(forecastExtent(section)).toEqual({ at: [2, 3], months: ['2025-04'], top: 140 });
  expect(forecastExtent({ ...section, forecast: undefined })).toBeUndefined();
  expect(forecastExtent({ ...section, x: ['2025-03'] })).toBeUndefined();
});

it('leaves the forecast out of the table of figures (and so of the downloads, which write that table)', () => {
  const { rows } = chartTable(section);
  expect(rows.map((row) => row[0])).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025']);
  expect(rows.flat()).not.toContain(115);
});

it('says what the band is, in figures, for the key under the chart', () => {
  expect(forecastKey(section)).toEqual([
    'Shaded band after Feb 2025 (dashed line): a forecast, not published figures; the darker band is its 80 % interval, the lighter its 95 %. Mar 2025 $115 (80 %: $105 to $125; 95 %: $99 to $131); Apr 2025 $118 (80 %: $104 to $132; 95 %: $96 to $140).',
  ]);
  expect(forecastKey({ ...section, forecast: undefined })).toEqual([]);
});

it('draws each band from the last figure it was made from, out to the last month forecast', () => {
  const points: Array<[number, number]> = [];
  const fills: string[] = [];
  const context = {
    save() {},
    restore() {},
    beginPath() {},
    closePath() {},
    stroke() {},
    setLineDash() {},
    fill() {
      fills.push(this.fillStyle);
    },
    lineTo: (x: number, y: number) => points.push([x, y]),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
  };
  const plot = { ctx: context, valToPos: (value: number) => value } as unknown as uPlot;
  const draw = forecastBand(section, '#0072B2').hooks.drawAxes as (plot: uPlot) => void;
  draw(plot);
  // The 95 % band: up from Feb's 110 along the upper bounds, back along the lower ones.
  expect(points.slice(0, 6)).toEqual([
    [1, 110],
    [2, 131],
    [3, 140],
    [3, 96],
    [2, 99],
    [1, 110],
  ]);
  expect(fills).toEqual(['rgba(0, 114, 178, 0.14)', 'rgba(0, 114, 178, 0.28)']);
  // The dashed line last: Feb's figure, then the forecast.
  expect(points.slice(-3)).toEqual([
    [1, 110],
    [2, 115],
    [3, 118],
  ]);
});
