/** Colorado by county's stored parts. */
export type BlankCode = 'NR' | 'NL';

export interface ColoradoSummary {
  counties: string[];
}

/**
 * colorado-counties series__all: the statewide figures. `medical` and `retail` are the named
 * counties plus CDOR's remainder of the others where it publishes one (`remainder…`), else the
 * named counties only (`…Partial`). `total` is the statewide total and `totalBasis` says where
 * each month's comes from.
 */
export interface ColoradoStatewidePart {
  medical: number[];
  retail: number[];
  medicalPartial: boolean[];
  retailPartial: boolean[];
  remainderMedical: Array<number | null>;
  remainderRetail: Array<number | null>;
  total: Array<number | null>;
  /** This file's own statewide total row, where it has one (to note where CDOR's publications differ). */
  fileTotal: Array<number | null>;
  totalBasis: Array<'cdor-total' | 'counties-and-remainder' | 'panel-total' | null>;
}

/** colorado-counties series__county__*: one county's figures, null where withheld, with CDOR's code. */
export interface ColoradoCountyPart {
  medical: Array<number | null>;
  retail: Array<number | null>;
  medicalCode: Array<BlankCode | null>;
  retailCode: Array<BlankCode | null>;
}

/** Running totals per county: published figures, and months withheld (NR), without licensees (NL) or without any figure. */
export interface ColoradoTotals {
  medical: number[];
  retail: number[];
  medicalWithheld: number[];
  retailWithheld: number[];
  medicalUnlicensed: number[];
  retailUnlicensed: number[];
  medicalMissing: number[];
  retailMissing: number[];
}

/**
 * colorado-counties month__*: per county (and the remainder, as COUNTIES_NOT_REPORTED), the
 * running totals from the first month up to the month before this one, and through this one.
 */
export interface ColoradoMonthPart {
  counties: string[];
  before: ColoradoTotals;
  through: ColoradoTotals;
}

/** CDOR's remainder of the counties it does not report one by one, as the reports name it. */
export const COUNTIES_NOT_REPORTED = 'Counties not reported separately';
