/** Calendar months as 'YYYY-MM' strings, which sort and compare as text. */
import { MONTH, shiftMonth } from '@cannabis-reports/contracts';

export { monthsBetween, shiftMonth } from '@cannabis-reports/contracts';

/** The requested range, clamped to the data's; a missing or invalid bound takes the data's. */
export function clampRange(
  requested: { from?: string; to?: string },
  available: { min: string; max: string },
  defaultMonths?: number,
): { from: string; to: string } {
  const to =
    requested.to && MONTH.test(requested.to) && requested.to <= available.max && requested.to >= available.min
      ? requested.to
      : available.max;
  const fallbackFrom = defaultMonths ? maxOf(available.min, shiftMonth(to, -(defaultMonths - 1))) : available.min;
  const from =
    requested.from && MONTH.test(requested.from) && requested.from >= available.min && requested.from <= to
      ? requested.from
      : fallbackFrom;
  return { from, to };
}

const maxOf = (a: string, b: string) => (a > b ? a : b);

export const roundCents = (value: number) => Math.round(value * 100) / 100;
