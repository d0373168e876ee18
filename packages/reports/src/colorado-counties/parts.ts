/** Colorado by county's stored parts. */
export type BlankCode = 'NR' | 'NA';

export interface ColoradoSummary {
  counties: string[];
}

/**
 * colorado-counties series__all: the statewide figures. `medical` and `retail` are CDOR's
 * statewide Total row, else (a month without it) the named counties only (`…Partial`);
 * `remainder…` is the Total less the named counties' published figures: what CDOR withholds
 * county by county. `total` is medical plus retail where both are CDOR's Total, else null.
 */
export interface ColoradoStatewidePart {
  medical: number[];
  retail: number[];
  medicalPartial: boolean[];
  retailPartial: boolean[];
  remainderMedical: Array<number | null>;
  remainderRetail: Array<number | null>;
  total: Array<number | null>;
}

/** colorado-counties series__county__*: one county's figures, null where withheld, with CDOR's code. */
export interface ColoradoCountyPart {
  medical: Array<number | null>;
  retail: Array<number | null>;
  medicalCode: Array<BlankCode | null>;
  retailCode: Array<BlankCode | null>;
}

/** Running totals per county: published figures, and months withheld (NR), without licensees (NA) or without any figure. */
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

/** What CDOR's statewide total holds beyond the figures it publishes county by county, as the reports name it. */
export const COUNTIES_NOT_REPORTED = 'Counties not reported separately';
