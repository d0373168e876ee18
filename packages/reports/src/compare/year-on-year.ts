/**
 * The change on a year before, like for like: one month for every chosen state, the latest
 * of the range in which every state has a complete figure both then and twelve months before.
 * A partial or incomplete month is never compared, and no state is compared over other months
 * than the others.
 */
import { formatMonth, marketsWord, shiftMonth, type ReportSection } from '@cannabis-reports/contracts';
import { roundCents } from '../kit/periods';
import { complete, type Base, type figuresOf } from './measures';
import { YOY_TABLE_TITLE } from './text';

interface Chosen {
  /** The market's code, by which the table's first column says what it lists. */
  code: string;
  name: string;
  figureAt: ReturnType<typeof figuresOf>;
}

const UNIT = { totals: 'usd', 'per-resident': 'usd-price', 'per-adult': 'usd-price' } as const;
const WHAT = { totals: 'Total sales', 'per-resident': 'Sales per resident', 'per-adult': 'Sales per adult 21+' };

export function latestComparableMonth(periods: string[], states: Chosen[], base: Base): string | undefined {
  return [...periods]
    .reverse()
    .find((period) =>
      states.every(
        ({ figureAt }) =>
          complete(figureAt(base, period, true)) && complete(figureAt(base, shiftMonth(period, -12), true)),
      ),
    );
}

export function yearOnYearSections(
  periods: string[],
  states: Chosen[],
  base: Base,
  /** The notes of a Canadian market's conversion to US dollars, for the table's two months (none without one). */
  conversion: (months: string[]) => string[] = () => [],
): ReportSection[] {
  const month = latestComparableMonth(periods, states, base);
  const column = marketsWord(states.map(({ code }) => code));
  if (!month) {
    return [
      {
        kind: 'table',
        title: YOY_TABLE_TITLE,
        columns: [{ label: column }, { label: 'Change on a year before', unit: 'percent' }],
        rows: states.map(({ name }) => [name, null]),
        flags: states.map(() => [null, 'not-published']),
        notes: [
          'No month of the range has a complete figure for every chosen state both in that month and twelve months before (a total and, per resident or per adult 21+, the count it is divided by), so no state is compared: choose fewer states or a longer range.',
        ],
      },
    ];
  }
  const before = shiftMonth(month, -12);
  // The change is in each market's own currency (a ratio: currency-free); the figures beside it in US dollars.
  const rows = states.map(({ name, figureAt }) => {
    const now = figureAt(base, month, true).value!;
    const then = figureAt(base, before, true).value!;
    return {
      name,
      now: figureAt(base, month).value,
      then: figureAt(base, before).value,
      change: then === 0 ? null : roundCents(((now - then) / then) * 100),
    };
  });
  const months = `${formatMonth(month)} against ${formatMonth(before)}`;
  const converted = conversion([before, month]);
  // Beside a Canadian market, whose pages are in C$, the headers say these figures are US dollars.
  const inUsd = converted.length ? ' (US$)' : '';
  const sameMonths = `${formatMonth(month)} is the latest month of the range in which every chosen state has a complete figure, and one twelve months before: every state is compared over the same two months.`;
  // The bar chart is currency-free; the table's figures beside the change are in US dollars.
  const chartNotes = [
    sameMonths,
    ...(converted.length
      ? ['The change is computed in each market’s own currency (a ratio), so no exchange rate enters it.']
      : []),
  ];
  const tableNotes = [
    sameMonths,
    ...(converted.length
      ? [
          'The change is computed in each market’s own currency; the figures beside it are in US dollars, a Canadian market’s converted at its month’s rate, so its change in US dollars may differ.',
          ...converted,
        ]
      : []),
  ];
  return [
    {
      kind: 'bar-chart',
      title: `Change on a year before, ${months}, %`,
      unit: 'percent',
      x: rows.map((row) => row.name),
      series: [{ label: `${WHAT[base]}, change on a year before`, values: rows.map((row) => row.change) }],
      notes: chartNotes,
    },
    {
      kind: 'table',
      title: YOY_TABLE_TITLE,
      columns: [
        { label: column },
        { label: `${WHAT[base]}, ${formatMonth(month)}${inUsd}`, unit: UNIT[base] },
        { label: `${WHAT[base]}, ${formatMonth(before)}${inUsd}`, unit: UNIT[base] },
        { label: 'Change on a year before', unit: 'percent' },
      ],
      rows: rows.map((row) => [row.name, row.now, row.then, row.change]),
      notes: tableNotes,
    },
  ];
}
