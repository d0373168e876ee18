/**
 * The latest month's headline figures: total sales and the parts the sources split it into,
 * against the month before and the same month a year before. Only complete months are
 * compared: the latest is the newest month whose total is published and unflagged, and a
 * flagged or missing month before gives no change (its cell says why).
 */
import {
  formatMonth,
  percentChange,
  shiftMonth,
  type FigureFlag,
  type TableSection,
} from '@cannabis-reports/contracts';
import { MONEY } from './currency';
import type { ChartFact, Figure, Figures } from './facts';
import type { ChosenTotal } from './total-sales';

export const HEADLINE_TITLE = 'Latest month compared';

const complete = (figure: Figure | null | undefined): figure is Figure & { value: number } =>
  figure !== null && figure !== undefined && figure.value !== null && !figure.flag;

/**
 * Percent change to two decimals; null unless both months are complete and the earlier is not 0.
 * The one change a month's total is given with: the state page's headline and 'What's new' alike.
 */
export function changeOf(now: Figure | undefined, then: Figure | undefined): number | null {
  return complete(now) && complete(then) ? percentChange(now.value, then.value) : null;
}

export function headlineTable(total: ChosenTotal, splits: ChartFact[]): TableSection | undefined {
  const totals: Figures = new Map(
    total.periods.map((period, index) => [period, total.figures[index] ?? { value: null }]),
  );
  const latest = [...total.periods].reverse().find((period) => complete(totals.get(period)));
  if (!latest) return undefined;
  const before = shiftMonth(latest, -1);
  const yearBefore = shiftMonth(latest, -12);
  const measures: Array<[string, Figures]> = [
    [`Total sales (${total.currency})`, totals],
    ...splits.flatMap((fact) =>
      fact.series.map((series): [string, Figures] => [`${fact.title}: ${series.label}`, series.figures]),
    ),
  ];
  const cellFlag = (figure: Figure | undefined): FigureFlag | null =>
    figure === undefined || figure.value === null ? (figure?.flag ?? 'not-published') : (figure.flag ?? null);
  const rows = measures.map(([label, figures]) => [
    label,
    figures.get(latest)?.value ?? null,
    figures.get(before)?.value ?? null,
    changeOf(figures.get(latest), figures.get(before)),
    figures.get(yearBefore)?.value ?? null,
    changeOf(figures.get(latest), figures.get(yearBefore)),
  ]);
  const flags = measures.map(([, figures]) => [
    null,
    cellFlag(figures.get(latest)),
    cellFlag(figures.get(before)),
    null,
    cellFlag(figures.get(yearBefore)),
    null,
  ]);
  const newer = total.periods.filter((period) => period > latest);
  const { unit, symbol } = MONEY[total.currency];
  // US dollars are the product's default and go unsaid in a month's header; any other currency is said there too.
  const money = (label: string) => (total.currency === 'USD' ? label : `${label} (${symbol})`);
  return {
    kind: 'table',
    title: HEADLINE_TITLE,
    columns: [
      { label: 'Measure' },
      { label: money(formatMonth(latest)), unit },
      { label: money(`Month before (${formatMonth(before)})`), unit },
      { label: 'Change on the month before', unit: 'percent' },
      { label: money(`A year before (${formatMonth(yearBefore)})`), unit },
      { label: 'Change on a year before', unit: 'percent' },
    ],
    rows,
    ...(flags.some((row) => row.some(Boolean)) ? { flags } : {}),
    notes: [
      `${formatMonth(latest)} is the latest month whose total is published and complete; a change is given only between two complete months.`,
      ...(newer.length
        ? [
            `${newer.map(formatMonth).join(', ')}: not compared, the figure is flagged (partial or incomplete) or not published.`,
          ]
        : []),
    ],
  };
}
