/**
 * A state's figure of the chosen measure in one month: its total (the markets pages' series),
 * or that total divided by the residents or adults 21+ of that month's year. A month without a
 * total, or without the count to divide by, has no figure ('not-published'): a population is
 * never estimated. A qualified total (partial, incomplete) keeps its flag, so it is shown but
 * never compared.
 */
import type { FigureFlag } from '@cannabis-reports/contracts';
import { roundCents } from '../kit/periods';
import type { CompareStatePart } from './parts';

export type Base = 'totals' | 'per-resident' | 'per-adult';

export interface Point {
  value: number | null;
  flag: FigureFlag | null;
}

export const complete = (point: Point): point is { value: number; flag: null } =>
  point.value !== null && point.flag === null;

/**
 * Looks up a state's figures by month: in US dollars (a Canadian market's converted at its month's
 * rate, none where no rate is published), or in the market's own currency where only a ratio is
 * wanted (an index, a change on a year before), which no exchange rate enters.
 */
export function figuresOf(part: CompareStatePart) {
  const index = new Map(part.periods.map((period, position) => [period, position]));
  return (base: Base, period: string, own = false): Point => {
    const position = index.get(period);
    if (position === undefined) return { value: null, flag: 'not-published' };
    const flag = part.flags[position];
    const published = part.totals[position];
    const rate = part.currency && !own ? (part.cadPerUsd?.[position] ?? null) : 1;
    if (published !== null && rate === null) return { value: null, flag: 'not-published' };
    const total = published === null ? null : rate === 1 ? published : roundCents(published / rate!);
    if (total === null || base === 'totals') return { value: total, flag };
    const people = (base === 'per-resident' ? part.residents : part.adults21)[position];
    return people ? { value: roundCents(total / people), flag } : { value: null, flag: 'not-published' };
  };
}

/** The first month of `periods` in which every state's total is published and complete (in its own currency). */
export function firstCommonMonth(periods: string[], states: Array<ReturnType<typeof figuresOf>>): string | undefined {
  return periods.find((period) => states.every((figureAt) => complete(figureAt('totals', period, true))));
}

/** Index points: the month's total against the base month's, times 100, to two decimals. */
export function indexed(point: Point, base: number): Point {
  return point.value === null ? point : { value: roundCents((point.value / base) * 100), flag: point.flag };
}
