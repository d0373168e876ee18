/** The per-capita rankings' stored parts. */
/** per-capita: the panel's states, those with a retailer count, and the month the report opens on. */
export interface PerCapitaSummary {
  states: string[];
  /**
   * The states the sources give a retailer count for in some month: the per-retailer chart's bars.
   * Absent from a view stored in shape 1 (before the next import rebuilds it): every state is drawn.
   */
  retailerStates?: string[];
  /** The latest month in which at least half of each chart's states have a ranked figure (default-month.ts). */
  defaultMonth: string;
  /** Per state drawing on more than one source: which source gives which months, and the rule. */
  sources: string[];
}

/** per-capita month__*: each state's sales, residents and retailers in that month; null where missing. */
export interface PerCapitaMonthPart {
  states: string[];
  sales: Array<number | null>;
  /** Why the month's sales figure is incomplete; null when complete. */
  incomplete: Array<string | null>;
  /** Why the month's sales figure covers only part of it (a market's opening month); null when whole. Absent before shape 3. */
  partial?: Array<string | null>;
  population: Array<number | null>;
  retailers: Array<number | null>;
}
