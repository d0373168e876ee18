/** The Colorado chart's note on how each month's statewide total is built, from the view's bases. */
import { formatMonth } from '@cannabis-reports/contracts';
import { type ColoradoStatewidePart } from './parts';

type Basis = ColoradoStatewidePart['totalBasis'][number];

const WORDING: Record<Exclude<Basis, null>, string> = {
  'cdor-total': "CDOR's statewide total, which this file gives as its 'Sum of NR Counties' row",
  'counties-and-remainder':
    "the named counties plus CDOR's remainder of the others ('Sum of NR Counties', shown as counties not reported separately)",
  'panel-total':
    "CDOR's statewide total from its monthly sales reports, as the multi-state panel compiles it (the medical and retail lines add CDOR's remainder of the counties not reported separately where this file gives it, else cover the named counties only)",
};

/** Runs of consecutive months with one basis: 'January 2014 to January 2019'. */
function runs(periods: string[], bases: Basis[]): Array<{ basis: Basis; from: string; to: string }> {
  const found: Array<{ basis: Basis; from: string; to: string }> = [];
  periods.forEach((period, index) => {
    const last = found[found.length - 1];
    if (last && last.basis === bases[index]) last.to = period;
    else found.push({ basis: bases[index], from: period, to: period });
  });
  return found;
}

export function statewideNotes(
  periods: string[],
  part: Pick<ColoradoStatewidePart, 'total' | 'fileTotal' | 'totalBasis'>,
  inRange: (index: number) => boolean,
): string[] {
  const bases = part.totalBasis.filter((_, index) => inRange(index));
  const differing = periods.filter((_, index) => {
    const [total, fileTotal] = [part.total[index], part.fileTotal[index]];
    return inRange(index) && total !== null && fileTotal !== null && Math.abs(total - fileTotal) >= 1;
  });
  const shown = periods.filter((_, index) => inRange(index));
  const lines = runs(shown, bases).map(({ basis, from, to }) => {
    const when = from === to ? formatMonth(from) : `${formatMonth(from)} to ${formatMonth(to)}`;
    return basis
      ? `${when}: ${WORDING[basis]}.`
      : `${when}: the named counties only; neither CDOR's remainder nor its statewide total is imported for these months.`;
  });
  return [
    'The statewide total (medical and retail) is built month by month from what CDOR publishes:',
    ...lines,
    ...(differing.length
      ? [
          `In ${differing.map(formatMonth).join(' and ')} this file's statewide row differs from CDOR's monthly report; the total shows the report's figure, the medical and retail lines this file's.`,
        ]
      : []),
  ];
}
