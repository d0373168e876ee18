/** The per-capita rankings' stored parts. */
/** per-capita: the default month, the latest complete for every state of the panel. */
export interface PerCapitaSummary {
  states: string[];
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
  population: Array<number | null>;
  retailers: Array<number | null>;
}
