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

/** Looks up a state's figures by month. */
export function figuresOf(part: CompareStatePart) {
  const index = new Map(part.periods.map((period, position) => [period, position]));
  return (base: Base, period: string): Point => {
    const position = index.get(period);
    if (position === undefined) return { value: null, flag: 'not-published' };
    const total = part.totals[position];
    const flag = part.flags[position];
    if (total === null || base === 'totals') return { value: total, flag };
    const people = (base === 'per-resident' ? part.residents : part.adults21)[position];
    return people ? { value: roundCents(total / people), flag } : { value: null, flag: 'not-published' };
  };
}

/** The first month of `periods` in which every state's total is published and complete. */
export function firstCommonMonth(periods: string[], states: Array<ReturnType<typeof figuresOf>>): string | undefined {
  return periods.find((period) => states.every((figureAt) => complete(figureAt('totals', period))));
}

/** Index points: the month's total against the base month's, times 100, to two decimals. */
export function indexed(point: Point, base: number): Point {
  return point.value === null ? point : { value: roundCents((point.value / base) * 100), flag: point.flag };
}
