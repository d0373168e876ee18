/**
 * The market overview's year-over-year comparison. It compares one month for every state
 * shown: the latest month in the range whose figure is present and complete for each of
 * them, so no state is compared on a month its source marks as incomplete or on a market's
 * partial opening month, and every state is compared on the same month. When the states
 * share no such month, no state is compared: growth over different months would set states
 * against each other on unlike periods.
 * A year-ago month that is incomplete or partial is shown, flagged, and not compared; a
 * comparison across a break in the state's series (the source changes what it counts) is
 * not like for like: its growth is left out, flagged, and the table's notes say why.
 */
import { formatMonth, type FigureFlag } from '@cannabis-reports/contracts';
import { shiftMonth } from '../kit/periods';
import { roundCents } from '../kit/periods';

export interface StateFigures {
  state: string;
  /** The figure of a month, or null where the source has none. */
  value(period: string): number | null;
  incomplete(period: string): boolean;
  /** The market's partial opening month. */
  partial(period: string): boolean;
  /** The breaks in the series, each from its month on. */
  breaks: Array<{ period: string; text: string }>;
}

const complete = (figures: StateFigures, period: string) =>
  figures.value(period) !== null && !figures.incomplete(period) && !figures.partial(period);

export function comparisonMonth(states: StateFigures[], periods: string[]): string | undefined {
  return [...periods].reverse().find((period) => states.every((figures) => complete(figures, period)));
}

export function yearOverYearRows(states: StateFigures[], periods: string[]) {
  const month = comparisonMonth(states, periods);
  if (!month) {
    return {
      month,
      rows: states.map((figures) => [figures.state, null, null, null, null]),
      flags: states.map((): Array<FigureFlag | null> => [null, null, null, null, 'not-published']),
      notes: [],
    };
  }
  const previous = shiftMonth(month, -12);
  const rows: Array<Array<string | number | null>> = [];
  const flags: Array<Array<FigureFlag | null>> = [];
  const notes: string[] = [];
  for (const figures of states) {
    const current = figures.value(month);
    const yearAgo = figures.value(previous);
    const yearAgoFlag: FigureFlag | null =
      yearAgo === null
        ? null
        : figures.incomplete(previous)
          ? 'incomplete'
          : figures.partial(previous)
            ? 'partial'
            : null;
    const across = figures.breaks.find((entry) => entry.period > previous && entry.period <= month);
    const change =
      current !== null && yearAgo && !yearAgoFlag && !across ? roundCents(((current - yearAgo) / yearAgo) * 100) : null;
    rows.push([figures.state, month, current, yearAgo, change]);
    flags.push([null, null, null, yearAgoFlag, across && current !== null && yearAgo ? 'series-break' : null]);
    if (across)
      notes.push(
        `${figures.state}: ${formatMonth(month)} against ${formatMonth(previous)} spans the break in its series from ${formatMonth(across.period)}, so its growth is left out. ${across.text}`,
      );
  }
  return { month, rows, flags, notes };
}
