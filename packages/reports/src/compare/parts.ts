/** The compare report's stored parts (its view is 'compare'). */
import type { ChartAnnotation, FigureFlag } from '@cannabis-reports/contracts';

/** compare: every state with a monthly total, and the states of which only annual totals are held. */
export interface CompareSummary {
  states: Array<{ code: string; name: string; from: string; to: string; annualOnly: boolean }>;
  /** The states shown when none is chosen: those with the longest monthly series. */
  defaultStates: string[];
}

/**
 * compare series__state__{code}: one state's monthly total, the very series its market page
 * shows (same sources, same choice between them), with its residents and adults 21+ of each
 * month. Every month from the first figure to the last; a gap is null, never 0.
 */
export interface CompareStatePart {
  state: string;
  name: string;
  periods: string[];
  totals: Array<number | null>;
  /** Parallel to `totals`: why a figure is qualified or missing. */
  flags: Array<FigureFlag | null>;
  /** Parallel to `periods`: null where no source gives the count (never estimated). */
  residents: Array<number | null>;
  adults21: Array<number | null>;
  /** What the total counts, e.g. 'adult-use sales (the panel)'. */
  covers: string[];
  /** Which source gives which months, series breaks and gaps: the market page's words. */
  notes: string[];
  /**
   * Where the series changes source or what it counts ('Source changes', 'Series break'), as the
   * market page's chart marks them; absent in a part stored before they were kept.
   */
  annotations?: ChartAnnotation[];
  /** How the population figures are made. */
  populationNotes: string[];
  /** The datasets its figures come from (the report's sources). */
  datasets: string[];
  /** Absent for US dollars. A Canadian market's totals are in Canadian dollars, as published. */
  currency?: 'CAD';
  /**
   * Parallel to `periods`, for a Canadian market: FRED's Canadian dollars per US dollar of the
   * month (EXCAUS, the monthly average); null where no rate is published (the month is not converted).
   */
  cadPerUsd?: Array<number | null>;
}
