import { formatMonth } from '@cannabis-reports/contracts';

/**
 * A market's opening month: a state's first month in the source, when its figure is at most
 * OPENING_SHARE of the month after it. A market that opens mid-month (Massachusetts' first
 * stores opened on 20 November 2018: $3.6 M, then $12.8 M in December) sells a fraction of a
 * full month, so that month is partial: shown, flagged, and never ranked or compared as a
 * month. A first month near its successor is the start of the source's coverage of a running
 * market (Washington's 2017-11, Colorado's 2014-01), a full month.
 */
export const OPENING_SHARE = 0.5;

/** The opening month of a state's rows in month order, or null. */
export function openingMonth(rows: Array<{ period: string; sales: number }>): string | null {
  const [first, second] = rows;
  return first && second && first.sales <= second.sales * OPENING_SHARE ? first.period : null;
}

/** What a report says of an opening month. */
export const openingMonthNote = (period: string) =>
  `${formatMonth(period)}: the market’s opening month, at most half the month after it (opened mid-month or with its first stores); partial, so it is flagged and not compared.`;
