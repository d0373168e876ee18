/**
 * `state-annual-sales`: statewide cannabis sales by year for a few states, compiled by a third
 * party from regulators' publications. A year is either a calendar year or a state fiscal
 * year (July to June, labelled by the year it ends in); each row says which and gives the
 * months it covers, so no fiscal year is ever read as a calendar year. States measure
 * different things (scope, taxable against gross sales), so rows of different states are not
 * comparable as they stand.
 */
export interface StateAnnualSalesRow {
  /** The first month the year covers, 'YYYY-MM': January of a calendar year, July of a fiscal year's start. */
  period: string;
  /** The last month the year covers: December, or June of a fiscal year's ending year. */
  periodTo: string;
  /** 'CY2021' or 'FY2021' (July 2020 to June 2021). */
  label: string;
  yearBasis: 'calendar' | 'fiscal';
  /** Two-letter USPS code. */
  state: string;
  /** USD, nominal. */
  sales: number;
  /** What the figure covers: adult-use sales only, or adult-use and medical. */
  scope: 'adult-use' | 'adult-use and medical';
  /** True where the publication gives the figure rounded (to $100,000 or coarser). */
  rounded: boolean;
  /** The regulator publication the compiler took the figure from, and the compiler's notes on it. */
  sourceUrl: string;
  notes: string;
}
