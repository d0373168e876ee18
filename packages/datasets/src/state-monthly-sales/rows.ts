export interface StateMonthlyRow {
  period: string;
  state: string;
  sales: number;
  retailers: number | null;
  /** Why the source's figure for this month is incomplete; absent when it is complete. */
  incomplete?: string;
  /** A break in the state's series that starts this month (the source changes what it counts). */
  seriesBreak?: string;
}
