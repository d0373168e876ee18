/** The Colorado chart's note on how the statewide figures are built, and the months that lack CDOR's total. */
import { formatMonth } from '@cannabis-reports/contracts';
import { type ColoradoStatewidePart } from './parts';

export function statewideNotes(
  periods: string[],
  part: Pick<ColoradoStatewidePart, 'total'>,
  inRange: (index: number) => boolean,
): string[] {
  const withoutTotal = periods.filter((_, index) => inRange(index) && part.total[index] === null);
  return [
    "The statewide lines are CDOR's statewide total, which includes the figures it withholds county by county; they are not the sum of the counties shown.",
    ...(withoutTotal.length
      ? [
          `${withoutTotal.map(formatMonth).join(', ')}: CDOR's statewide total is not in the file; the lines cover the named counties only.`,
        ]
      : []),
  ];
}
