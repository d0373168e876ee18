/** The U.S. Census Bureau's vintages of state population estimates the importer knows, and the census each rests on. */
export type PopulationVintage = 'V2020' | 'V2024';

/**
 * `state-population`: the Census Bureau's July 1 resident population estimate of each state
 * (and DC and Puerto Rico) by year. Each year uses one estimate, named by its vintage: years
 * before 2020 come from vintage 2020, which rests on the 2010 Census; years from 2020 from
 * vintage 2024, which rests on the 2020 Census. The change of base at 2020 is a break in the
 * series: part of the step from 2019 to 2020 is the new base, not growth.
 */
export interface StatePopulationRow {
  /** The estimate's date: July of its year, 'YYYY-07'. */
  period: string;
  year: number;
  /** Two-letter USPS code, e.g. 'MA'. */
  state: string;
  /** Persons resident on July 1. */
  population: number;
  vintage: PopulationVintage;
  /** The decennial census the vintage's estimates start from. */
  censusBase: 2010 | 2020;
  /** On the first year of a new census base: what changes there. Absent elsewhere. */
  seriesBreak?: string;
}
