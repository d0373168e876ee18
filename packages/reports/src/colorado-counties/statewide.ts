/**
 * Colorado's statewide figures for one month, from CDOR's rows. CDOR gives the statewide
 * total as a row of its own, 'Total', which includes the figures it withholds county by
 * county ("Totals include NR data"): that row is the statewide figure, never the sum of the
 * counties shown, which falls short of it by the withheld figures. The Total less the named
 * counties' published figures is what is withheld, shown as the counties not reported
 * separately. A month without the Total row (none in CDOR's report, but a file may lack it)
 * has only the named counties, flagged partial, and no total.
 */
import type { CoCountyRow } from '@cannabis-reports/datasets';
import { roundMills } from '../kit/built-view';

/** CDOR's name for its statewide row. */
export const STATEWIDE_ROW = 'Total';

export interface StatewideMonth {
  medical: number;
  retail: number;
  medicalPartial: boolean;
  retailPartial: boolean;
  remainderMedical: number | null;
  remainderRetail: number | null;
  total: number | null;
}

const sumOf = (values: Array<number | null>) =>
  roundMills(values.reduce<number>((sum, value) => sum + (value ?? 0), 0));

/** One kind's statewide figure: CDOR's total where given, and what it holds beyond the named counties. */
function kindOf(statewide: number | null | undefined, namedSum: number) {
  if (statewide === null || statewide === undefined) return { value: namedSum, partial: true, remainder: null };
  return { value: statewide, partial: false, remainder: roundMills(statewide - namedSum) };
}

/** `rows` are one month's rows: the counties and CDOR's statewide row. */
export function statewideMonth(rows: CoCountyRow[]): StatewideMonth {
  const named = rows.filter((row) => row.county !== STATEWIDE_ROW);
  const statewide = rows.find((row) => row.county === STATEWIDE_ROW);
  const medical = kindOf(statewide?.medical, sumOf(named.map((row) => row.medical)));
  const retail = kindOf(statewide?.retail, sumOf(named.map((row) => row.retail)));
  return {
    medical: medical.value,
    retail: retail.value,
    medicalPartial: medical.partial,
    retailPartial: retail.partial,
    remainderMedical: medical.remainder,
    remainderRetail: retail.remainder,
    total: medical.partial || retail.partial ? null : roundMills(medical.value + retail.value),
  };
}
