/** `mi-sales`: Michigan medical (MMFLA) program figures by month, from the METRC section of the MRA monthly reports. */
export interface MiSalesRow {
  period: string;
  /** USD. */
  sales: number;
  /** Pounds sold. */
  pounds: number | null;
  /** Fluid ounces sold. */
  fluidOunces: number | null;
  /** Count of completed METRC transfers in the month. */
  transfers: number | null;
  /** Count of completed transfers, year to date as transcribed (its exact meaning is unclear); given to 2020-09 only. */
  transfersYearToDate: number | null;
}
