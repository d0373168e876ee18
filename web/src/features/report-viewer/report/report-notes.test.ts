import { expect, it } from 'vitest';
import { washingtonReport } from '../../../testing/report-data';
import type { ReportSection } from '../api/report-data';
import { placeNotes } from './report-notes';

const SOURCE = 'From the Cannlytics state panel, compiled from the state regulators’ reports.';

const chart = (title: string, notes?: string[]): ReportSection => ({
  kind: 'line-chart',
  title,
  unit: 'usd-price',
  x: ['2026-01'],
  series: [{ label: title, values: [10] }],
  notes,
});

it('says a note several sections carry once, in About this data, after the report’s own notes', () => {
  const placed = placeNotes({
    ...washingtonReport(),
    notes: ['A gap is a month without a figure, never a zero.'],
    sections: [
      chart('Per gram', [SOURCE]),
      chart('Per eighth', [SOURCE, 'An eighth is 3.5 g.']),
      chart('Per item', [SOURCE]),
    ],
  });
  expect(placed.about).toEqual(['A gap is a month without a figure, never a zero.', SOURCE]);
  expect(placed.sections.map((section) => section.notes)).toEqual([[], ['An eighth is 3.5 g.'], []]);
});

it('leaves a note that explains one chart under that chart, and the sections untouched', () => {
  const sections = [chart('Weekly sales', ['A partial week covers fewer than 7 days.']), chart('Prices')];
  const placed = placeNotes({ ...washingtonReport(), notes: [], sections });
  expect(placed.about).toEqual([]);
  expect(placed.sections[0]).toBe(sections[0]);
  expect(placed.sections[1]).toBe(sections[1]);
});
