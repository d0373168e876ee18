import { describe, expect, it } from 'vitest';
import { washingtonReport, yearOnYearChart } from '../../../testing/report-data';
import type { ChartSection } from './chart-axes';
import { chartStamp } from '../export/chart-stamp';
import { chartSvg, valueTicks } from './chart-svg';

const data = washingtonReport({ from: '2021-01', to: '2021-06', county: 'King' });
const months = ['2021-01', '2021-02', '2021-03', '2021-04', '2021-05', '2021-06'];
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const texts = (svg: string) => Array.from(parse(svg).getElementsByTagName('text'), (text) => text.textContent);

describe('a chart as SVG', () => {
  const line: ChartSection = {
    kind: 'line-chart',
    title: 'Monthly sales & tax',
    unit: 'usd',
    x: months,
    series: [
      { label: 'Sales', values: [1e6, 2e6, 2.5e6, null, 3e6, 3.2e6], flags: [null, null, null, null, null, 'partial'] },
      { label: 'Tax', values: [1e5, 2e5, 2.5e5, 3e5, 3.5e5, 4e5] },
    ],
  };
  const svg = chartSvg(line, chartStamp(data, line.title));

  it('is well-formed and stamped with the title, the source and the month the data runs to', () => {
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(texts(svg)).toEqual(
      expect.arrayContaining([
        'Monthly sales & tax',
        'Source: WSLCB, Sales activity',
        'Data as of Oct 2021. Washington retail; Jan 2021 to Jun 2021; County: King',
      ]),
    );
  });

  it('labels its axes as the page does: the magnitude in the title, months at calendar steps, a key', () => {
    expect(texts(svg)).toEqual(
      expect.arrayContaining([
        'Millions of US dollars ($M)',
        '0',
        '1',
        '2',
        '3',
        '4',
        'Jan 2021',
        'Jun 2021',
        'Sales',
        'Tax',
      ]),
    );
  });

  it('draws each series as a vector path, a gap where a figure is missing, dashed into a partial one', () => {
    const paths = Array.from(parse(svg).getElementsByTagName('path'));
    const sales = paths.filter((path) => path.getAttribute('stroke') === '#0072B2');
    expect(sales.map((path) => path.getAttribute('stroke-dasharray'))).toEqual([null, '5 4']);
    // Jan to Mar is one solid run (April is missing); May into the partial June is dashed.
    expect(sales[0].getAttribute('d')?.match(/M/g)).toHaveLength(1);
    expect(paths.filter((path) => path.getAttribute('stroke') === '#D55E00')).toHaveLength(1);
  });

  it('draws bars, pale where a figure is qualified', () => {
    const bars: ChartSection = {
      kind: 'bar-chart',
      title: 'By state',
      unit: 'count',
      x: ['CO', 'WA', 'OR'],
      series: [{ label: 'Stores', values: [10, null, 30], flags: [null, 'withheld', 'incomplete'] }],
    };
    const drawn = parse(chartSvg(bars, chartStamp(data, bars.title)));
    const rects = Array.from(drawn.getElementsByTagName('rect')).filter((rect) => rect.querySelector('title'));
    expect(rects.map((rect) => [rect.querySelector('title')?.textContent, rect.getAttribute('fill-opacity')])).toEqual([
      ['Stores, CO: 10', '0.80'],
      ['Stores, OR: 30', '0.33'],
    ]);
    expect(texts(chartSvg(bars, chartStamp(data, bars.title)))).toEqual(
      expect.arrayContaining(['CO', 'WA', 'OR', 'Count']),
    );
  });

  it('draws a fall as a bar hanging below a zero line, a rise as one standing on it', () => {
    const change = yearOnYearChart;
    const drawn = parse(chartSvg(change, chartStamp(data, change.title)));
    const zero = Array.from(drawn.getElementsByTagName('line')).find(
      (line) => line.getAttribute('stroke') === '#333333',
    );
    const zeroY = Number(zero?.getAttribute('y1'));
    const [arizona, connecticut, maryland] = Array.from(drawn.getElementsByTagName('rect'))
      .filter((rect) => rect.querySelector('title'))
      .map((rect) => ({ top: Number(rect.getAttribute('y')), height: Number(rect.getAttribute('height')) }));
    expect(arizona.top).toBeCloseTo(zeroY);
    expect(connecticut.top).toBeCloseTo(zeroY);
    expect(arizona.height / connecticut.height).toBeCloseTo(16.77 / 3.79);
    expect(maryland.top + maryland.height).toBeCloseTo(zeroY);
    expect(arizona.height / maryland.height).toBeCloseTo(16.77 / 0.64);
    expect(texts(chartSvg(change, chartStamp(data, change.title)))).toEqual(
      expect.arrayContaining(['-20', '-10', '0']),
    );
  });
});

describe('value ticks', () => {
  it('are round steps from zero to the first at or above the top', () => {
    expect(valueTicks(0, 3.36e6)).toEqual([0, 1e6, 2e6, 3e6, 4e6]);
    expect(valueTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6000000000000001, 0.8, 1]);
  });

  it('reach below zero, at the same steps, to the first at or below a fall', () => {
    expect(valueTicks(-16.77 * 1.05, 0.64 * 1.05)).toEqual([-20, -15, -10, -5, 0, 5]);
  });
});
