/** The prices report's stored parts. */
import type { FigureFlag } from '@cannabis-reports/contracts';

/** prices: the states with a price series, by code and name. */
export interface PricesSummary {
  states: Array<{ code: string; name: string }>;
}

/** prices series__state__{code}: one state's price series, one chart per unit. */
export interface PriceStatePart {
  state: string;
  /** The newest period of any of the state's series (a month, or the last week's end day). */
  asOf: string;
  /** The datasets its charts come from (the report's sources). */
  datasets: string[];
  charts: Array<{
    /** Says the unit, e.g. 'Retail price, USD per gram'. */
    title: string;
    /** 'month' ('YYYY-MM') or 'week' (the weeks' Sundays). */
    periodKind: 'month' | 'week';
    periods: string[];
    /** `flags` parallel to `values`, absent when none is flagged (a partial week). */
    series: Array<{ label: string; values: Array<number | null>; flags?: Array<FigureFlag | null> }>;
    /** The dataset the figures come from, and how they are derived. */
    notes: string[];
  }>;
}
