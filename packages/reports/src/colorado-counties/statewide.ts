/**
 * Colorado's statewide figures for one month, from CDOR's county rows. CDOR's 'Sum of NR
 * Counties' row means different things over time: in some months the remainder of the
 * counties it withholds, in others (2019-11 to 2020-10) the statewide total itself, in most
 * months it is absent. A remainder is smaller than the named counties' sum and a total is at
 * least that sum, so the row's size tells which it is. The statewide total is CDOR's total
 * from its monthly sales reports as the multi-state panel compiles it, the figure the market
 * overview shows, wherever the panel has the month; else this file's total row; else the
 * named counties plus the remainder. (The panel equals this file's total row in 10 of its 12
 * months; in 2020-01 and 2020-02 CDOR's two publications differ, and the chart's note says
 * so. The named counties plus the remainder, each rounded to the dollar, can differ from it
 * by a dollar.) Without a remainder the medical/retail split covers the named counties only.
 */
import type { CoCountyRow } from '@cannabis-reports/contracts';
import type { ColoradoStatewidePart } from './parts';
import { roundMills } from '../kit/built-view';

/** CDOR's name for the row of the counties it does not report one by one. */
export const NR_COUNTIES_ROW = 'Sum of NR Counties';

export interface StatewideMonth {
  medical: number;
  retail: number;
  medicalPartial: boolean;
  retailPartial: boolean;
  remainderMedical: number | null;
  remainderRetail: number | null;
  total: number | null;
  fileTotal: number | null;
  totalBasis: ColoradoStatewidePart['totalBasis'][number];
}

const sumOf = (values: Array<number | null>) =>
  roundMills(values.reduce<number>((sum, value) => sum + (value ?? 0), 0));

/** `rows` are one month's county rows; `panelTotal` the panel's Colorado figure for the month, if imported. */
export function statewideMonth(rows: CoCountyRow[], panelTotal: number | undefined): StatewideMonth {
  const named = rows.filter((row) => row.county !== NR_COUNTIES_ROW);
  const namedMedical = sumOf(named.map((row) => row.medical));
  const namedRetail = sumOf(named.map((row) => row.retail));
  const nr = rows.find((row) => row.county === NR_COUNTIES_ROW);
  const isTotal = nr !== undefined && (nr.medical ?? 0) >= namedMedical && (nr.retail ?? 0) >= namedRetail;
  const remainder = (published: number | null, namedSum: number) =>
    published === null ? null : isTotal ? roundMills(published - namedSum) : published;
  const remainderMedical = nr ? remainder(nr.medical, namedMedical) : null;
  const remainderRetail = nr ? remainder(nr.retail, namedRetail) : null;
  const medical = roundMills(namedMedical + (remainderMedical ?? 0));
  const retail = roundMills(namedRetail + (remainderRetail ?? 0));
  const complete = remainderMedical !== null && remainderRetail !== null;
  const basis: StatewideMonth['totalBasis'] =
    panelTotal !== undefined ? 'panel-total' : isTotal ? 'cdor-total' : complete ? 'counties-and-remainder' : null;
  return {
    medical,
    retail,
    medicalPartial: remainderMedical === null,
    retailPartial: remainderRetail === null,
    remainderMedical,
    remainderRetail,
    total: basis === 'panel-total' ? panelTotal! : basis ? roundMills(medical + retail) : null,
    fileTotal: isTotal ? roundMills(medical + retail) : null,
    totalBasis: basis,
  };
}
