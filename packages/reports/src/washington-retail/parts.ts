/** Washington retail's stored parts. */
export interface WashingtonSummary {
  counties: string[];
  /** False until the licence list is imported: no names or counties. */
  hasLicences: boolean;
}

/** washington-retail series__*: a slice's monthly figures, aligned with the pointer's months. */
export interface WashingtonSeriesPart {
  sales: number[];
  excise: number[];
  stores: number[];
}

/** washington-retail month__*: every store that has reported by that month, in parallel arrays. */
export interface WashingtonMonthPart {
  licenses: string[];
  names: string[];
  cities: string[];
  counties: string[];
  /** Sales from the first month up to the month before this one. */
  before: number[];
  /** Sales from the first month through this one. */
  through: number[];
}
