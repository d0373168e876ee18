/**
 * The chosen states' monthly figures on one line chart, one line per state, in the chosen
 * measure. Indexed: each state's total against its total of the first month in which every
 * chosen state has a complete figure (= 100); the chart starts there and its title names it.
 */
import { formatMonth, marketsWord, type ChartAnnotation, type ReportSection } from '@cannabis-reports/contracts';
import { complete, firstCommonMonth, indexed, type Base, type figuresOf, type Point } from './measures';
import type { CompareStatePart } from './parts';
import type { Measure } from './text';

export interface Line {
  part: CompareStatePart;
  figureAt: ReturnType<typeof figuresOf>;
}

const TITLES: Record<Base, string> = {
  totals: 'Monthly sales, USD',
  'per-resident': 'Monthly sales per resident, USD',
  'per-adult': 'Monthly sales per adult 21+, USD',
};

const series = (label: string, points: Point[]) => ({
  label,
  values: points.map((point) => point.value),
  ...(points.some((point) => point.flag) ? { flags: points.map((point) => point.flag) } : {}),
});

/** States with no count for some months of the range: said, never estimated. */
function missingCounts(lines: Line[], periods: string[], base: Base, count: string): string[] {
  return lines.flatMap(({ part, figureAt }) => {
    const months = periods.filter(
      (period) => figureAt('totals', period).value !== null && figureAt(base, period).value === null,
    );
    if (months.length === 0) return [];
    return [
      months.length === periods.filter((period) => figureAt('totals', period).value !== null).length
        ? `${part.name}: no count of ${count} is held, so no figure is given (not published, never estimated).`
        : `${part.name}: no count of ${count} is held for ${[...new Set(months.map((period) => period.slice(0, 4)))].join(', ')}; those months have no figure.`,
    ];
  });
}

/**
 * Each state's breaks and source changes within the chart's months, named by state: a line
 * that jumps there may be counting more (Maryland's adult-use sales from July 2023), not growing.
 */
function breaksOf(lines: Line[], shown: string[]): Array<ChartAnnotation & { name: string; mark: string }> {
  return lines.flatMap(({ part }) =>
    (part.annotations ?? [])
      .filter((annotation) => shown.includes(annotation.x))
      .map((annotation) => ({
        ...annotation,
        name: part.name,
        mark: annotation.label,
        label: `${part.name}: ${annotation.label.toLowerCase()}`,
      })),
  );
}

/** The chart's annotations, when there are any. */
const marked = (breaks: Array<ChartAnnotation & { name: string; mark: string }>) =>
  breaks.length ? { annotations: breaks.map(({ name: _name, mark: _mark, ...annotation }) => annotation) } : {};

/** What a break under an index means, for the chart's notes. */
const breakNote = ({ name, mark, x }: { name: string; mark: string; x: string }) =>
  mark === 'Series break'
    ? `${name}: its series breaks in ${formatMonth(x)} (dashed line), where what its total counts changes (the notes below say how): its index from there is not growth alone.`
    : `${name}: its source changes in ${formatMonth(x)} (dashed line): the figures on either side may count different sales.`;

/** FRED's series, named as its notes cite it. */
export const RATE_SOURCE =
  'FRED series EXCAUS (Board of Governors of the Federal Reserve System), Canadian dollars to one US dollar, the monthly average';

/**
 * Where a Canadian market is given in US dollars: the rate and its source, and the months without
 * a published rate, which are not converted (and so not shown). Worded for the section that
 * carries them, the money chart or the year-on-year table, so that each stays under its own
 * section: a note several sections share is moved to 'About this data', away from the figures.
 */
export function conversionNotes(lines: Line[], periods: string[], where: 'chart' | 'table' = 'chart'): string[] {
  const converted = lines.filter(({ part }) => part.currency);
  if (converted.length === 0) return [];
  const names = converted.map(({ part }) => part.name).join(', ');
  return [
    where === 'chart'
      ? `US dollars on this chart: ${names} converted from Canadian dollars at each month’s own rate, ${RATE_SOURCE}. No Canadian and US figure shares this axis unconverted.`
      : `US dollars in this table: the figures of ${names} converted from Canadian dollars at the rate of their month, ${RATE_SOURCE}.`,
    ...converted.flatMap(({ part }) => {
      const unconverted = periods.filter((period) => {
        const at = part.periods.indexOf(period);
        return at >= 0 && part.totals[at] !== null && part.cadPerUsd?.[at] == null;
      });
      if (unconverted.length === 0) return [];
      const months = unconverted.map(formatMonth).join(', ');
      return [
        where === 'chart'
          ? `${part.name}: no exchange rate is published for ${months}, so those months are not converted and not drawn.`
          : `${part.name} in this table: no exchange rate is published for ${months}, so its figure there is not converted and not given.`,
      ];
    }),
  ];
}

export function monthlyChart(lines: Line[], periods: string[], measure: Measure): ReportSection {
  if (measure === 'indexed') {
    const base = firstCommonMonth(
      periods,
      lines.map((line) => line.figureAt),
    );
    if (!base)
      return {
        kind: 'table',
        title: 'Monthly sales indexed: no common month',
        columns: [
          { label: marketsWord(lines.map(({ part }) => part.state)) },
          { label: 'First complete month of the range' },
        ],
        rows: lines.map(({ part, figureAt }) => [
          part.name,
          periods.find((period) => complete(figureAt('totals', period, true))) ?? null,
        ]),
        notes: [
          'No month of the range has a complete total for every chosen state, so there is no common base month and no index: choose fewer states or a longer range.',
        ],
      };
    const shown = periods.filter((period) => period >= base);
    const breaks = breaksOf(lines, shown);
    return {
      kind: 'line-chart',
      title: `Monthly sales indexed, ${formatMonth(base)} = 100`,
      unit: 'index',
      x: shown,
      // Each market's own currency: an index is a ratio, so no exchange rate enters it.
      series: lines.map(({ part, figureAt }) => {
        const start = figureAt('totals', base, true).value!;
        return series(
          part.name,
          shown.map((period) => indexed(figureAt('totals', period, true), start)),
        );
      }),
      ...marked(breaks),
      notes: [
        `Each state’s monthly total divided by its total of ${formatMonth(base)}, times 100: ${formatMonth(base)} is the first month of the range in which every chosen state has a complete figure.`,
        'An index compares growth, not size: two states at 150 have both grown by half since the base month.',
        ...(lines.some(({ part }) => part.currency)
          ? [
              'Each market is indexed in its own currency (Canadian dollars for Canada’s markets): an index is currency-free, and no exchange rate enters it.',
            ]
          : []),
        ...breaks.map(breakNote),
      ],
    };
  }
  const base: Base = measure;
  const counted = { totals: [], 'per-resident': ['residents'], 'per-adult': ['adults 21+'] }[base];
  return {
    kind: 'line-chart',
    title: TITLES[base],
    unit: base === 'totals' ? 'usd' : 'usd-price',
    x: periods,
    series: lines.map(({ part, figureAt }) =>
      series(
        part.name,
        periods.map((period) => figureAt(base, period)),
      ),
    ),
    ...marked(breaksOf(lines, periods)),
    notes: [
      ...conversionNotes(lines, periods),
      ...(base === 'totals'
        ? ['Each state’s monthly total sales.']
        : [
            `Each month’s total sales divided by the state’s ${counted[0]} of that month’s year.`,
            ...new Set(lines.flatMap(({ part }) => part.populationNotes)),
            ...missingCounts(lines, periods, base, counted[0]),
          ]),
    ],
  };
}
