import { expect, it } from 'vitest';
import type { ChartSection } from './chart-axes';
import { announcement, tooltipContent } from './tooltip-content';

const colour = (index: number) => ['#111111', '#222222', '#333333'][index];

const weekly: ChartSection = {
  kind: 'line-chart',
  title: 'Weekly sales, USD',
  unit: 'usd',
  x: ['2026-03-15', '2026-03-22'],
  series: [
    { label: 'Medical', values: [1_269_179.9, 1_247_833.86] },
    { label: 'Adult-use', values: [4_203_095.83, 4_214_914.17] },
  ],
};

it("gives the week as the axis writes it and every series' figure with its unit, largest first", () => {
  expect(tooltipContent(weekly, 1, colour)).toEqual({
    period: 'Mar 22, 2026',
    rows: [
      { label: 'Adult-use', colour: '#222222', text: '$4,214,914' },
      { label: 'Medical', colour: '#111111', text: '$1,247,834' },
    ],
    marks: [],
  });
});

it('names a month as the axis does', () => {
  const monthly: ChartSection = { ...weekly, x: ['2025-09', '2025-10'], unit: 'count' };
  const content = tooltipContent(monthly, 1, colour);
  expect(content.period).toBe('Oct 2025');
  expect(content.rows.map((row) => row.text)).toEqual(['4,214,914', '1,247,834']);
});

it('says why a figure is missing, after the figures, never zero, and marks a partial figure', () => {
  const section: ChartSection = {
    ...weekly,
    series: [
      { label: 'CO', values: [1, null], flags: [null, 'withheld'] },
      { label: 'WA', values: [1, 52_000], flags: [null, 'partial'] },
      { label: 'OR', values: [1, null], flags: [null, 'not-published'] },
      { label: 'ME', values: [1, null] },
    ],
  };
  expect(tooltipContent(section, 1, colour).rows.map((row) => `${row.label}: ${row.text}`)).toEqual([
    'WA: $52,000 (partial)',
    'CO: Withheld',
    'OR: Not published',
    'ME: No figure',
  ]);
});

it('reads a period out in one sentence, naming a week as one', () => {
  expect(announcement(weekly, tooltipContent(weekly, 1, colour))).toBe(
    'Week of Mar 22, 2026: Adult-use $4,214,914; Medical $1,247,834.',
  );
  const states: ChartSection = { ...weekly, kind: 'bar-chart', x: ['CO', 'WA'] };
  expect(announcement(states, tooltipContent(states, 0, colour))).toBe('CO: Adult-use $4,203,096; Medical $1,269,180.');
});

it("names the marks at a period after its figures: a line's at its month, a range's on each of its months", () => {
  const marked: ChartSection = {
    ...weekly,
    x: ['2020-02', '2020-03', '2020-04', '2020-05'],
    series: [{ label: 'Total', values: [10, 4, 1, 8] }],
    annotations: [
      { x: '2020-03', to: '2020-04', label: 'Stores closed' },
      { x: '2020-04', label: 'Series break' },
    ],
  };
  expect([0, 1, 2, 3].map((index) => tooltipContent(marked, index, colour).marks)).toEqual([
    [],
    ['Stores closed'],
    ['Stores closed', 'Series break'],
    [],
  ]);
  expect(announcement(marked, tooltipContent(marked, 2, colour))).toBe(
    'Apr 2020: Total $1. Marked: Stores closed; Series break.',
  );
});
