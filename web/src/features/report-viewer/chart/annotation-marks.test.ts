import { describe, expect, it } from 'vitest';
import { markWords, placeMarks } from './annotation-marks';

const x = ['2020-01', '2020-02', '2020-03', '2020-04', '2020-05', '2020-06'];
/** 100 px a month from 0, a plot 0 to 500 px wide, 5 px a character. */
const place = (annotations: Parameters<typeof placeMarks>[0]) =>
  placeMarks(
    annotations,
    x,
    (index) => index * 100,
    { left: 0, right: 500 },
    (label) => label.length * 5,
  );

describe('placing a chart’s marks', () => {
  it('draws a line at a month, a band over a range, and leaves off a mark of a month the chart lacks', () => {
    const marks = place([
      { x: '2020-02', label: 'Sales begin' },
      { x: '2020-03', to: '2020-05', label: 'Closed' },
      { x: '2019-12', label: 'Earlier' },
    ]);
    expect(marks.map(({ left, right }) => [left, right])).toEqual([
      [100, 100],
      [200, 400],
    ]);
  });

  it('puts a label that would overlap the one before a row lower, and one that fits back on the top row', () => {
    const marks = place([
      { x: '2020-01', label: 'A long label of thirty letters' },
      { x: '2020-02', label: 'Next month' },
      { x: '2020-04', label: 'Later' },
    ]);
    expect(marks.map((mark) => mark.row)).toEqual([0, 1, 0]);
  });

  it('sets a label left of its line where the plot ends', () => {
    const [mark] = place([{ x: '2020-06', label: 'Relabelled' }]);
    expect(mark.labelX + 'Relabelled'.length * 5).toBeLessThanOrEqual(500);
    expect(mark.labelX).toBeLessThan(500);
  });

  it('says each mark in words: its months and how it is drawn', () => {
    expect(markWords({ x: '2020-03', to: '2020-05', label: 'Closed' })).toBe('Mar 2020 to May 2020 (shaded): Closed');
    expect(markWords({ x: '2021-05', label: 'Series break' })).toBe('May 2021 (dashed line): Series break');
  });
});
