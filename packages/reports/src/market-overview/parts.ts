/** The market overview's stored parts (its view is 'state-monthly'). */
/** state-monthly: every state's monthly sales, aligned with the pointer's months. */
export interface StateSeriesPart {
  states: Array<{
    state: string;
    sales: Array<number | null>;
    incomplete: Array<{ period: string; reason: string }>;
    breaks: Array<{ period: string; text: string }>;
    /** The market's opening month, partial (opening-month.ts); null when the first month is a full one. */
    opening: string | null;
    /** Which source gives which months, where the state draws on more than one (state-totals.ts). */
    choice: string[];
  }>;
}
