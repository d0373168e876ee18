/**
 * The market overview's year-over-year comparison. It compares one month for every state
 * shown: the latest month in the range whose figure is present and complete for each of
 * them, so no state is compared on a month its source marks as incomplete and every state
 * is compared on the same month. When the states share no such month, each state's own
 * latest complete month is used, and the table says so.
 */
import { shiftMonth } from '../kit/periods';
import { roundCents } from '../kit/periods';
import type { FigureFlag } from '@cannabis-reports/contracts';

export interface StateFigures {
  state: string;
  /** The figure of a month, or null where the source has none. */
  value(period: string): number | null;
  incomplete(period: string): boolean;
}

const complete = (figures: StateFigures, period: string) =>
  figures.value(period) !== null && !figures.incomplete(period);

export function comparisonMonth(states: StateFigures[], periods: string[]): string | undefined {
  return [...periods].reverse().find((period) => states.every((figures) => complete(figures, period)));
}

export function yearOverYearRows(states: StateFigures[], periods: string[]) {
  const shared = comparisonMonth(states, periods);
  const rows: Array<Array<string | number | null>> = [];
  const flags: Array<Array<FigureFlag | null>> = [];
  for (const figures of states) {
    const month = shared ?? [...periods].reverse().find((period) => complete(figures, period));
    const current = month ? figures.value(month) : null;
    const previous = month ? shiftMonth(month, -12) : '';
    const yearAgo = month ? figures.value(previous) : null;
    const yearAgoIncomplete = month !== undefined && yearAgo !== null && figures.incomplete(previous);
    const change =
      current !== null && yearAgo && !yearAgoIncomplete ? roundCents(((current - yearAgo) / yearAgo) * 100) : null;
    rows.push([figures.state, month ?? '', current, yearAgo, change]);
    flags.push([null, null, null, yearAgoIncomplete ? 'incomplete' : null, null]);
  }
  return { month: shared, rows, flags };
}
