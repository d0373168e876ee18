/** Connecticut weekly's stored parts (the demo reads them too). */
/**
 * connecticut-weekly series__all: every week, Sunday to Saturday, in order (the one or two rows
 * DCP publishes for it added together), in parallel arrays aligned with the pointer's `months`
 * (the weeks' Sundays).
 */
export interface ConnecticutWeeklyPart {
  weekEnd: string[];
  days: number[];
  /** Fewer than 7 days (the newest week when it is not over, or the file's first week): never compared. */
  partial: boolean[];
  adultUseSales: Array<number | null>;
  medicalSales: Array<number | null>;
  totalSales: number[];
  adultUseProducts: Array<number | null>;
  medicalProducts: Array<number | null>;
  totalProducts: Array<number | null>;
  adultUseAveragePrice: Array<number | null>;
  medicalAveragePrice: Array<number | null>;
  /** Why the week's figures disagree with each other; null when they agree. */
  inconsistent: Array<string | null>;
  /** The source values of the week's product counts left out as probable source errors (their figures are null); null for none. */
  suspect: Array<string | null>;
}
