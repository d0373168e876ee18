/**
 * Compare states: the chosen states' monthly sales on one chart in the chosen measure, the
 * change on a year before over the same two months for all, and what each state's figures
 * cover. A state of which only annual totals are held is named, not drawn.
 */
import { formatMonth, marketLabel, marketsWord, type ReportSection } from '@cannabis-reports/contracts';
import { listParam, monthRangeFilter, sourceOf, type ReportQuery } from '../kit/builder-helpers';
import type { BuiltReport } from '../kit/definitions';
import { clampRange, monthsBetween } from '../kit/periods';
import type { ReportReader } from '../kit/reader';
import { statePartId } from '../kit/view-layout';
import { figuresOf } from './measures';
import { conversionNotes, monthlyChart, type Line } from './monthly-chart';
import type { CompareStatePart, CompareSummary } from './parts';
import { COVERAGE_TITLE, describe, FLAG_NOTES, MEASURES, NOTES, TITLE, type Measure } from './text';
import { yearOnYearSections } from './year-on-year';

type Entry = CompareSummary['states'][number];

const optionLabel = (entry: Entry) => {
  const name = marketLabel(entry.code, entry.name);
  return entry.annualOnly ? `${name} (annual only)` : name;
};

function coverageTable(lines: Line[], annual: Entry[], periods: string[]): ReportSection {
  return {
    kind: 'table',
    title: COVERAGE_TITLE,
    columns: [
      { label: marketsWord([...lines.map(({ part }) => part.state), ...annual.map((entry) => entry.code)]) },
      { label: 'Monthly figures from' },
      { label: 'Monthly figures to' },
      { label: 'Months with a figure in the range', unit: 'count' },
      { label: 'What the total counts' },
    ],
    rows: [
      ...lines.map(({ part, figureAt }) => {
        const published = part.periods.filter((_, index) => part.totals[index] !== null);
        return [
          part.name,
          formatMonth(published[0]),
          formatMonth(published.at(-1)!),
          periods.filter((period) => figureAt('totals', period).value !== null).length,
          part.covers.join('; '),
        ];
      }),
      ...annual.map((entry) => [entry.name, null, null, 0, 'Annual totals only: not on the monthly chart']),
    ],
    notes: lines.flatMap(({ part }) => part.notes.map((note) => `${part.name}: ${note}`)),
  };
}

export async function buildCompare(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<CompareSummary>('compare');
  const { states, defaultStates } = pointer.summary;
  const asked = listParam(query.states).filter((code) => states.some((entry) => entry.code === code));
  const chosen = states.filter((entry) => (asked.length ? asked : defaultStates).includes(entry.code));
  const annual = chosen.filter((entry) => entry.annualOnly);
  const monthly = chosen.filter((entry) => !entry.annualOnly);
  const measure: Measure = MEASURES.some((entry) => entry.value === query.measure)
    ? (query.measure as Measure)
    : 'totals';
  const ids = monthly.map((entry) => statePartId(entry.code));
  const stored = await reader.requireParts(pointer, ids);
  const lines: Line[] = ids.map((id) => {
    const part = stored.get(id) as CompareStatePart;
    return { part, figureAt: figuresOf(part) };
  });
  const bounds = monthly.length
    ? {
        min: monthly.map((entry) => entry.from).sort()[0],
        max: monthly
          .map((entry) => entry.to)
          .sort()
          .at(-1)!,
      }
    : { min: pointer.months[0], max: pointer.months.at(-1)! };
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const datasets = new Set(lines.flatMap(({ part }) => part.datasets));
  const sources = pointer.sources.filter((source) => datasets.has(source.id));
  const names = chosen.map((entry) => entry.name);
  return {
    title: TITLE,
    description: describe(names),
    sample: sources.some((source) => source.sample),
    dataAsOf: bounds.max,
    sources: sources.map(sourceOf),
    filters: [
      {
        kind: 'choice',
        name: 'states',
        label: marketsWord(
          states.map((entry) => entry.code),
          true,
        ),
        multiple: true,
        options: states.map((entry) => ({
          value: entry.code,
          label: optionLabel(entry),
        })),
        value: chosen.map((entry) => entry.code),
      },
      {
        kind: 'choice',
        name: 'measure',
        label: 'Measure',
        multiple: false,
        options: MEASURES.map((entry) => ({ value: entry.value, label: entry.label })),
        value: [measure],
      },
      monthRangeFilter(range, bounds),
    ],
    sections: [
      ...(lines.length
        ? [
            monthlyChart(lines, periods, measure),
            ...yearOnYearSections(
              periods,
              lines.map(({ part, figureAt }) => ({ code: part.state, name: part.name, figureAt })),
              measure === 'indexed' ? 'totals' : measure,
              (months) => conversionNotes(lines, months, 'table'),
            ),
          ]
        : []),
      coverageTable(lines, annual, periods),
    ],
    notes: [
      ...annual.map(
        (entry) =>
          `${entry.name}: only annual totals are held, so it is not on the monthly chart and not compared month by month.`,
      ),
      ...NOTES,
    ],
    flagNotes: FLAG_NOTES,
  };
}
