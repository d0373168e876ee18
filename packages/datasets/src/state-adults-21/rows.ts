/**
 * `state-adults-21`: residents aged 21 and over by state and year, from the Census Bureau's
 * American Community Survey 1-year estimates (table B01001: total minus under-21s). A survey
 * estimate for the calendar year, not the Population Estimates Program's July 1 count of
 * `state-population`: the two are different series, and a ratio of one to the other says so.
 * The ACS published no standard 1-year estimates for 2020, so that year is absent.
 */
export interface StateAdultsRow {
  /** The calendar year the survey covers, from its first month ('YYYY-01'). */
  period: string;
  year: number;
  /** Two-letter USPS code. */
  state: string;
  /** Persons aged 21 and over. */
  adults: number;
  /** The source as the file states it. */
  source: string;
}
