/**
 * `cad-per-usd`: FRED's series EXCAUS, Canadian dollars to one US dollar, the monthly average of
 * the Federal Reserve's daily noon buying rates. A CAD figure of a month divided by its rate is
 * in USD; a month without a published rate has no row (never a rate of 0 or a neighbour's).
 */
export interface CadPerUsdRow {
  period: string;
  /** Canadian dollars per one US dollar, the month's average, as published (4 decimals). */
  cadPerUsd: number;
}
